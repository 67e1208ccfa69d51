/**
 * Affiliate log-ins (issue 12, decision 048): the people of an affiliate who log in to the
 * affiliate view, which shows only that affiliate's own numbers. They are outsiders, not staff:
 * their own accounts, sessions and cookie, and no console route but their own report and
 * postback deliveries admits them.
 */
import { AFFILIATES_PATH } from './affiliates.ts';

/** Log-in, who-am-I and log-out of an affiliate user (the body is the staff log-in's). */
export const AFFILIATE_SESSION_PATH = '/api/v1/affiliate/session';

/** `POST` creates a log-in for an affiliate (admin, or the affiliate's manager). */
export const affiliateUsersPath = (affiliateId: string): string => `${AFFILIATES_PATH}/${affiliateId}/users`;

/**
 * Why a console API refused an affiliate user (403): every staff route (`AFFILIATE_FORBIDDEN`),
 * or a report filter naming a `stag` the viewer may not see (`STAG_FORBIDDEN`, affiliate
 * managers too).
 */
export const AFFILIATE_REFUSALS = ['AFFILIATE_FORBIDDEN', 'STAG_FORBIDDEN'] as const;
export type AffiliateRefusal = (typeof AFFILIATE_REFUSALS)[number];

export type {
  AffiliateUser,
  CreateAffiliateUserRequest,
  CreatedAffiliateUser,
} from './affiliate-users.schema.ts';
