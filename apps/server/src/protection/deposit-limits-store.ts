import type { Kysely, Transaction } from 'kysely';
import {
  DEPOSIT_LIMIT_COOLING_OFF_MS,
  DEPOSIT_LIMIT_PERIODS,
  isDepositLimitPeriod,
  type DepositLimitPeriod,
} from '@playfront/contracts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** One period's limit as it stands at a moment, a due pending change applied. */
export interface LimitState {
  readonly period: DepositLimitPeriod;
  readonly currency: string;
  readonly amount: number | null;
  readonly pending: { readonly amount: number | null; readonly effectiveAt: number } | null;
}

interface LimitRow {
  readonly period: string;
  readonly currency: string;
  readonly amount: number | null;
  readonly pending_amount: number | null;
  readonly pending_effective_at: number | null;
}

/** A row as it stands at `now`: a pending change whose cooling-off has passed is in force. */
function stateAt(row: LimitRow, now: number): LimitState | undefined {
  if (!isDepositLimitPeriod(row.period)) return undefined;
  const due = row.pending_effective_at !== null && row.pending_effective_at <= now;
  if (due) return { period: row.period, currency: row.currency, amount: row.pending_amount, pending: null };
  return {
    period: row.period,
    currency: row.currency,
    amount: row.amount,
    pending:
      row.pending_effective_at === null
        ? null
        : { amount: row.pending_amount, effectiveAt: row.pending_effective_at },
  };
}

/** The player's limits at `now`, in period order (day, week, month); periods never set are absent. */
export async function limitsAt(db: Executor, playerId: string, now: number): Promise<LimitState[]> {
  const rows = await db
    .selectFrom('deposit_limits')
    .select(['period', 'currency', 'amount', 'pending_amount', 'pending_effective_at'])
    .where('player_id', '=', playerId)
    .execute();
  const states = rows.map((row) => stateAt(row, now)).filter((state) => state !== undefined);
  return DEPOSIT_LIMIT_PERIODS.flatMap((period) => states.filter((state) => state.period === period));
}

/**
 * The rule of a change (RTS 12): a new or lower limit applies at once and drops any waiting
 * change; a higher limit or a removal waits DEPOSIT_LIMIT_COOLING_OFF_MS (asking again for the
 * same waiting change keeps its time, so asking twice does not restart the clock).
 */
export function nextState(
  current: LimitState | undefined,
  period: DepositLimitPeriod,
  currency: string,
  amount: number | null,
  now: number,
): LimitState {
  const inForce = current?.amount ?? null;
  if (inForce === null || (amount !== null && amount <= inForce)) {
    return { period, currency, amount, pending: null };
  }
  const waiting = current?.pending ?? null;
  const effectiveAt =
    waiting !== null && waiting.amount === amount ? waiting.effectiveAt : now + DEPOSIT_LIMIT_COOLING_OFF_MS;
  return { period, currency, amount: inForce, pending: { amount, effectiveAt } };
}

/** Writes a period's state (insert or replace). */
export async function saveLimit(
  db: Executor,
  playerId: string,
  state: LimitState,
  now: number,
): Promise<void> {
  const values = {
    currency: state.currency,
    amount: state.amount,
    pending_amount: state.pending?.amount ?? null,
    pending_effective_at: state.pending?.effectiveAt ?? null,
    updated_at: now,
  };
  await db
    .insertInto('deposit_limits')
    .values({ player_id: playerId, period: state.period, ...values })
    .onConflict((oc) => oc.columns(['player_id', 'period']).doUpdateSet(values))
    .execute();
}

/**
 * Serialises the player's deposits and limit changes: a no-op write on the player's row, which
 * PostgreSQL holds until the transaction ends (SQLite runs one transaction at a time anyway).
 * Counting after this sees every deposit committed before it.
 */
export async function lockPlayer(trx: Transaction<Database>, playerId: string): Promise<void> {
  await trx
    .updateTable('players')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', playerId)
    .execute();
}
