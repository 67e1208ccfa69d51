import type { ErrorCode } from '../payments/error-codes.ts';

/**
 * The code of a refusal for a restricted country: registration, the player's own country change,
 * and payments all answer it (docs/security.md).
 */
export const COUNTRY_RESTRICTED = 'COUNTRY_RESTRICTED' satisfies ErrorCode;

/** `PATCH /api/v1/player` refuses a change of country once identity checks (KYC) have started. */
export const COUNTRY_LOCKED = 'COUNTRY_LOCKED';
