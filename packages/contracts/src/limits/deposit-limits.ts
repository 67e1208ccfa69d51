import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod } from '../payments/deposit-limit-periods.ts';

/**
 * Deposit limits a player sets on themselves (issue 14, docs/decisions/055): the periods, the
 * cooling-off before an increase or removal, and the paths of `/api/v1/player/deposit-limits`.
 */

/** `GET` reads the player's limits and allowance; `PUT` sets one or more of them. */
export const DEPOSIT_LIMITS_PATH = '/api/v1/player/deposit-limits';

export { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod };

/** How long an increase or a removal waits before it applies (a decrease applies at once). */
export const DEPOSIT_LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The submit error code of a deposit above the player's remaining allowance. */
export const DEPOSIT_LIMIT_REACHED = 'DEPOSIT_LIMIT_REACHED';

export function isDepositLimitPeriod(value: string): value is DepositLimitPeriod {
  return (DEPOSIT_LIMIT_PERIODS as readonly string[]).includes(value);
}
