import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, TransactionsTable } from '../../db/schema.ts';
import { InsufficientFundsError, ledger } from '../ledger/ledger.ts';
import { cashoutsOverKycThreshold, DEFAULT_KYC_CASHOUT_WINDOW_DAYS } from './kyc-threshold.ts';
import type { ProviderData } from './provider-result.ts';
import { isStoredTransactionStatus, type StoredTransactionStatus } from './transaction-states.ts';

export type TransactionRow = Selectable<TransactionsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** A claimed transaction has no answer yet: its `result` is this until the provider answers. */
export const NO_RESULT_YET = '';

/** Rolls the claim back: the cashouts of the KYC window would pass the threshold. */
class OverKycThresholdError extends Error {
  constructor() {
    super('The cashouts of the KYC window would pass the threshold');
    this.name = 'OverKycThresholdError';
  }
}

export type ClaimResult = 'claimed' | 'taken' | 'insufficient_funds' | 'over_kyc_threshold';

export function statusOf(row: TransactionRow): StoredTransactionStatus {
  if (!isStoredTransactionStatus(row.status)) throw new Error(`Transaction ${row.id} has an unknown status`);
  return row.status;
}

export function providerDataOf(row: TransactionRow): ProviderData {
  return row.provider_data === null ? {} : (JSON.parse(row.provider_data) as ProviderData);
}

export const transactionsStore = {
  async findByKey(db: Executor, playerId: string, key: string): Promise<TransactionRow | undefined> {
    return db
      .selectFrom('transactions')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  },

  async findById(db: Executor, id: string): Promise<TransactionRow | undefined> {
    return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async findForPlayer(db: Executor, playerId: string, id: string): Promise<TransactionRow | undefined> {
    return db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  },

  async balance(db: Executor, playerId: string, currency: string): Promise<number> {
    const row = await db
      .selectFrom('accounts')
      .select('balance')
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .executeTakeFirst();
    return row?.balance ?? 0;
  },

  /** Keeps the first answer for replays, if none is kept yet. */
  async storeResult(db: Executor, id: string, result: string): Promise<void> {
    await db
      .updateTable('transactions')
      .set({ result })
      .where('id', '=', id)
      .where('result', '=', NO_RESULT_YET)
      .execute();
  },

  /**
   * Claims the Idempotency-Key with a pending transaction. For a cashout, the amount is debited
   * (held) in the same database transaction, so the row and the hold exist together or not at
   * all. Answers `taken` when the key is claimed already (the UNIQUE constraint decides between
   * concurrent requests), `insufficient_funds` when the hold does not fit the balance,
   * `over_kyc_threshold` when an unverified player's cashouts over the last `kycWindowDays`
   * would pass the KYC threshold (counted after the hold, see cashoutsOverKycThreshold).
   * `withinClaim` runs last in a cashout's database transaction (the approval queue's entry), so
   * the row, the hold and what comes with them exist together or not at all; for a deposit it
   * runs right after the row's insert in one database transaction (the deposit-limit check).
   */
  async claim(
    db: Kysely<Database>,
    row: TransactionRow,
    kycWindowDays = DEFAULT_KYC_CASHOUT_WINDOW_DAYS,
    withinClaim?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<ClaimResult> {
    const insert = (executor: Executor) =>
      executor
        .insertInto('transactions')
        .values(row)
        .onConflict((oc) => oc.columns(['player_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();

    if (row.action === 'deposit') {
      if (withinClaim === undefined) {
        const inserted = await insert(db);
        return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? 'claimed' : 'taken';
      }
      // A deposit's check (the player's deposit limits) runs with its row: a refusal it throws
      // rolls the row back, and the caller catches it.
      return db.transaction().execute(async (trx) => {
        const inserted = await insert(trx);
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return 'taken';
        await withinClaim(trx);
        return 'claimed';
      });
    }
    try {
      return await db.transaction().execute(async (trx) => {
        const inserted = await insert(trx);
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return 'taken';
        await ledger.debit(trx, {
          playerId: row.player_id,
          currency: row.currency,
          amount: row.amount,
          transactionId: row.id,
          reason: 'cashout',
        });
        const cashout = { playerId: row.player_id, currency: row.currency, now: row.created_at };
        if (await cashoutsOverKycThreshold(trx, { ...cashout, windowDays: kycWindowDays })) {
          throw new OverKycThresholdError();
        }
        await withinClaim?.(trx);
        return 'claimed';
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) return 'insufficient_funds';
      if (error instanceof OverKycThresholdError) return 'over_kyc_threshold';
      throw error;
    }
  },
};
