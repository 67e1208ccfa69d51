/** Where staff list and create affiliates. */
export const AFFILIATES_PATH = '/api/v1/affiliates';

/** Why an affiliate could not be created (409): its name, or one of its stags, is taken. */
export const AFFILIATE_CONFLICTS = ['AFFILIATE_NAME_TAKEN', 'STAG_TAKEN'] as const;
export type AffiliateConflict = (typeof AFFILIATE_CONFLICTS)[number];

export type { Affiliate, AffiliateList, CreateAffiliateRequest } from './affiliates.schema.ts';
