import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';

/** Why a ledger entry was written; the closed list keeps reports readable. */
export type LedgerReason = 'deposit' | 'cashout' | 'cashout_reversal' | 'adjustment';

export interface LedgerMove {
  readonly playerId: string;
  readonly currency: string;
  /** Positive integer in minor units. */
  readonly amount: number;
  readonly transactionId: string;
  readonly reason: LedgerReason;
}

export class InsufficientFundsError extends Error {
  readonly code = 'INSUFFICIENT_FUNDS';
  constructor() {
    super('The balance is too low for this amount.');
    this.name = 'InsufficientFundsError';
  }
}

function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A ledger amount must be a positive safe integer in minor units, got ${amount}`);
  }
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Balances move only here, each move a ledger entry written in the caller's database
 * transaction beside the account's running balance, so a balance always equals the sum of its
 * entries and a crash leaves neither half.
 */
/** Read by every payments list and the cashier's config: compiled once (decision 071). */
const balancesOf = compiledOnce((db: Kysely<Database>, playerId: string) =>
  db
    .selectFrom('accounts')
    .select(['currency', 'balance'])
    .where('player_id', '=', playerId)
    .orderBy('currency'),
);

export const ledger = {
  async credit(trx: Transaction<Database>, move: LedgerMove, now = Date.now()): Promise<void> {
    assertMinorUnits(move.amount);
    await trx
      .insertInto('accounts')
      .values({ player_id: move.playerId, currency: move.currency, balance: move.amount, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['player_id', 'currency']).doUpdateSet({
          balance: sql<number>`accounts.balance + excluded.balance`,
          updated_at: now,
        }),
      )
      .execute();
    await writeEntry(trx, move, move.amount, now);
  },

  /**
   * Takes `amount` from the balance or throws InsufficientFundsError. The conditional update
   * is atomic, so concurrent debits can never overdraw (the CHECK constraint backs it up).
   */
  async debit(trx: Transaction<Database>, move: LedgerMove, now = Date.now()): Promise<void> {
    assertMinorUnits(move.amount);
    const result = await trx
      .updateTable('accounts')
      .set({ balance: sql<number>`balance - ${move.amount}`, updated_at: now })
      .where('player_id', '=', move.playerId)
      .where('currency', '=', move.currency)
      .where('balance', '>=', move.amount)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new InsufficientFundsError();
    await writeEntry(trx, move, -move.amount, now);
  },

  /** Balances per currency, in minor units. */
  async balances(db: Executor, playerId: string): Promise<Record<string, number>> {
    const rows = await balancesOf(db, playerId);
    return Object.fromEntries(rows.map((row) => [row.currency, row.balance]));
  },
};

async function writeEntry(trx: Transaction<Database>, move: LedgerMove, signed: number, now: number) {
  await trx
    .insertInto('ledger_entries')
    .values({
      id: randomUUID(),
      player_id: move.playerId,
      currency: move.currency,
      transaction_id: move.transactionId,
      amount: signed,
      reason: move.reason,
      created_at: now,
    })
    .execute();
}
