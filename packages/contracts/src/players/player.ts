/** The longest value of each free-text player field (forms set `maxlength` from these). */
export const PLAYER_FIELD_MAX_LENGTHS = {
  name: 100,
  address: 200,
  city: 100,
  postalCode: 20,
  email: 254,
} as const;

/** Passwords: 10 to 128 characters; length beats composition rules (NIST SP 800-63B). */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/** Where a player stands with identity checks; cashouts above a threshold need `verified`. */
export const KYC_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * Refusals of account changes (and of a weak password at registration) whose `message` the API
 * words in the player's language (`Accept-Language`), so clients show it as it comes.
 */
export const ACCOUNT_REFUSAL_CODES = [
  'PASSWORD_TOO_WEAK',
  'WRONG_CURRENT_PASSWORD',
  'CURRENT_PASSWORD_REQUIRED',
] as const;
export type AccountRefusalCode = (typeof ACCOUNT_REFUSAL_CODES)[number];

export type {
  PlayerFields,
  Player,
  RegisterRequest,
  LoginRequest,
  ChangePasswordRequest,
  ChangeEmailRequest,
} from './player.schema.ts';
