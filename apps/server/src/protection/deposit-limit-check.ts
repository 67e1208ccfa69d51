import type { Transaction } from 'kysely';
import type { CurrencyCode, DepositAllowance } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import { depositLimitsOf } from './deposit-allowance.ts';
import { lockPlayer } from './deposit-limits-store.ts';
import { exclusionInForce } from './exclusions-store.ts';
import { PlayerExcludedError } from './player-excluded-error.ts';
import type { ExclusionRegister } from './register/exclusion-register.ts';
import { adoptRegisterExclusion } from './register/register-exclusions.ts';

/** Rolls a deposit's claim back: it does not fit the player's remaining allowance. */
export class DepositLimitReachedError extends Error {
  readonly allowance: DepositAllowance;
  constructor(allowance: DepositAllowance) {
    super('The deposit is above the player’s remaining deposit allowance');
    this.name = 'DepositLimitReachedError';
    this.allowance = allowance;
  }
}

export interface DepositToCheck {
  readonly transactionId: string;
  readonly playerId: string;
  readonly currency: string;
  readonly amount: number;
  readonly now: number;
}

/**
 * Runs inside the deposit's claim, after its row is inserted: takes the player's lock, then
 * counts every other deposit committed so far, so of two deposits sent at once the second waits
 * for the first and counts it (decision 055). Throws DepositLimitReachedError to roll the claim
 * back. While a cool-off or self-exclusion is in force no deposit passes (PlayerExcludedError,
 * decision 060). While a limit is in force, a deposit in another currency than the limits' is refused:
 * its value in the limits' currency is not known at a rate the player agreed to.
 */
export async function checkDepositLimits(
  trx: Transaction<Database>,
  deposit: DepositToCheck,
  register?: ExclusionRegister,
): Promise<void> {
  await lockPlayer(trx, deposit.playerId);
  // An exclusion taken on another brand of the operator refuses the deposit too (decision 066).
  if (register !== undefined) {
    const taken = await adoptRegisterExclusion(
      trx,
      register,
      deposit.playerId,
      deposit.now,
      deposit.transactionId,
    );
    if (taken !== null) throw new PlayerExcludedError(taken);
  }
  const exclusion = await exclusionInForce(trx, deposit.playerId, deposit.now);
  if (exclusion !== null) throw new PlayerExcludedError(exclusion);
  const player = await trx
    .selectFrom('players')
    .select('currency')
    .where('id', '=', deposit.playerId)
    .executeTakeFirstOrThrow();
  // Limits are kept in the player's own currency.
  const currency = player.currency as CurrencyCode;
  const { allowance } = await depositLimitsOf(
    trx,
    deposit.playerId,
    currency,
    deposit.now,
    deposit.transactionId,
  );
  if (allowance === null) return;
  if (deposit.currency !== allowance.currency || deposit.amount > allowance.amount) {
    throw new DepositLimitReachedError(allowance);
  }
}
