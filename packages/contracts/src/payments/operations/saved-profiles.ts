/** What kind of instrument a saved profile stands for. */
export const SAVED_PROFILE_KINDS = ['card', 'bank_account', 'crypto_address', 'wallet'] as const;
export type SavedProfileKind = (typeof SAVED_PROFILE_KINDS)[number];

export type { SavedProfileDetails, SavedProfile, DeleteSavedProfileParams } from './saved-profiles.schema.ts';
