import type { Kysely, Transaction } from 'kysely';
import type { DepositAllowance, DepositLimit, DepositLimits, CurrencyCode } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import { limitsAt, type LimitState } from './deposit-limits-store.ts';
import { leavesWindowAt, windowStart } from './deposit-windows.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The deposits a limit counts: approved ones, and pending ones (waiting for the provider or for
 * the player at 3-D Secure), since a pending deposit may still be approved; counting it only
 * then would let deposits made meanwhile, or at the same moment, pass the limit together. A
 * declined, cancelled or failed deposit moved no money and gives its allowance back.
 */
const COUNTED_STATUSES = ['pending', 'action_required', 'approved'] as const;

interface Deposit {
  readonly amount: number;
  readonly created_at: number;
}

/** One limit's use at `now`: the deposits in its window, what is left and when the oldest leaves. */
function limitView(state: LimitState, deposits: readonly Deposit[], now: number): DepositLimit {
  const start = windowStart(state.period, now);
  const inWindow = deposits.filter((deposit) => deposit.created_at > start);
  const used = inWindow.reduce((sum, deposit) => sum + deposit.amount, 0);
  const oldest = inWindow.reduce<number | null>(
    (min, deposit) => (min === null || deposit.created_at < min ? deposit.created_at : min),
    null,
  );
  return {
    period: state.period,
    amount: state.amount,
    used,
    remaining: state.amount === null ? null : Math.max(0, state.amount - used),
    resetsAt: oldest === null || state.amount === null ? null : leavesWindowAt(state.period, oldest),
    pending: state.pending,
  };
}

/** The lowest remaining allowance of the limits in force: the one the next deposit meets. */
function lowest(currency: CurrencyCode, limits: readonly DepositLimit[]): DepositAllowance | null {
  let best: DepositAllowance | null = null;
  for (const limit of limits) {
    if (limit.remaining === null) continue;
    if (best === null || limit.remaining < best.amount) {
      best = { currency, amount: limit.remaining, period: limit.period, resetsAt: limit.resetsAt };
    }
  }
  return best;
}

/**
 * The player's limits, their use and the allowance at `now`. Limits are in the player's currency
 * (`currency`); deposits in it count, at the amount the player paid in (decision 055).
 */
export async function depositLimitsOf(
  db: Executor,
  playerId: string,
  currency: CurrencyCode,
  now: number,
  /** A just-claimed deposit not to count (the one being checked). */
  excludeId?: string,
): Promise<DepositLimits> {
  const states = await limitsAt(db, playerId, now);
  const widest = Math.min(...states.map((state) => windowStart(state.period, now)), now);
  const deposits =
    states.length === 0
      ? []
      : await db
          .selectFrom('transactions')
          .select(['amount', 'created_at'])
          .where('player_id', '=', playerId)
          .where('action', '=', 'deposit')
          .where('currency', '=', currency)
          .where('status', 'in', COUNTED_STATUSES)
          .where('created_at', '>', widest)
          .$if(excludeId !== undefined, (query) => query.where('id', '!=', excludeId ?? ''))
          .execute();
  const limits = states.map((state) => limitView(state, deposits, now));
  return { currency, limits, allowance: lowest(currency, limits) };
}
