import type { Kysely } from 'kysely';
import type { ErrorCode, PaymentAction } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { ledger } from '../ledger/ledger.ts';
import type { LiveUpdates } from '../live/live-updates.ts';
import { savedProfiles } from '../profiles/saved-profiles-repository.ts';
import type { InstrumentToSave, ProviderData } from './provider-result.ts';
import { canMove, ledgerEffect, wireStatus, type StoredTransactionStatus } from './transaction-states.ts';
import { statusOf, type TransactionRow } from './transactions-store.ts';

/** A move of one transaction, with what comes with it. */
export interface Move {
  readonly to: StoredTransactionStatus;
  /** Set on a decline or failure; cleared (null) otherwise when given. */
  readonly errorCode?: ErrorCode | null;
  readonly providerReference?: string | undefined;
  readonly providerData?: ProviderData | undefined;
  /** The submit answer as JSON; written once, when the provider first answers. */
  readonly result?: string;
  /** An instrument to save for the player, in the same database transaction. */
  readonly saveInstrument?: InstrumentToSave | undefined;
}

/** The transaction moved meanwhile (another request, a double click): this move did not happen. */
export class StaleTransactionError extends Error {
  constructor(id: string) {
    super(`Transaction ${id} changed meanwhile`);
    this.name = 'StaleTransactionError';
  }
}

export class IllegalMoveError extends Error {
  constructor(id: string, from: string, to: string) {
    super(`Transaction ${id} cannot move from ${from} to ${to}`);
    this.name = 'IllegalMoveError';
  }
}

export interface MoveDone {
  readonly from: StoredTransactionStatus;
  readonly to: StoredTransactionStatus;
  /** A ledger entry was written (the balance changed). */
  readonly balanceChanged: boolean;
}

/**
 * Moves a transaction from the status it had when read to `move.to`, in one database
 * transaction with everything the move implies: the ledger entry (deposit approved: credit;
 * cashout ended otherwise than approved: credit back), the saved instrument, the saved
 * profile's last use. The update is conditional on the status read, so of two concurrent moves
 * only one happens (the other throws StaleTransactionError) and no balance moves twice. A crash
 * anywhere inside leaves the transaction and the balance as they were.
 */
export async function moveTransaction(
  db: Kysely<Database>,
  row: TransactionRow,
  move: Move,
  now = Date.now(),
): Promise<MoveDone> {
  const from = statusOf(row);
  if (!canMove(from, move.to)) throw new IllegalMoveError(row.id, from, move.to);
  const action = row.action as PaymentAction;
  const effect = ledgerEffect(action, from, move.to);

  await db.transaction().execute(async (trx) => {
    let savedProfileId: string | undefined;
    if (move.saveInstrument !== undefined && move.to === 'approved') {
      const saved = await savedProfiles.create(
        trx,
        { playerId: row.player_id, methodId: row.method_id, ...move.saveInstrument },
        now,
      );
      savedProfileId = saved.id;
    }
    const updated = await trx
      .updateTable('transactions')
      .set({
        status: move.to,
        updated_at: now,
        ...(move.errorCode === undefined ? {} : { error_code: move.errorCode }),
        ...(move.providerReference === undefined ? {} : { provider_reference: move.providerReference }),
        ...(move.providerData === undefined ? {} : { provider_data: JSON.stringify(move.providerData) }),
        ...(move.result === undefined ? {} : { result: move.result }),
        ...(savedProfileId === undefined ? {} : { saved_profile_id: savedProfileId }),
      })
      .where('id', '=', row.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new StaleTransactionError(row.id);

    if (effect !== undefined) {
      await ledger.credit(
        trx,
        {
          playerId: row.player_id,
          currency: row.currency,
          amount: row.amount,
          transactionId: row.id,
          reason: effect.reason,
        },
        now,
      );
    }
    if (move.to === 'approved' && row.saved_profile_id !== null) {
      await savedProfiles.touch(trx, row.player_id, row.saved_profile_id, now);
    }
  });
  return { from, to: move.to, balanceChanged: effect !== undefined };
}

/**
 * Tells the player's open cashiers, after the commit: the transaction's status (as the API
 * shows it) and, when balances moved, the new balances.
 */
export async function publishChange(
  db: Kysely<Database>,
  live: LiveUpdates,
  row: TransactionRow,
  status: StoredTransactionStatus,
  balanceChanged: boolean,
): Promise<void> {
  await live.publish({
    type: 'transaction_status',
    playerId: row.player_id,
    transactionId: row.id,
    action: row.action as PaymentAction,
    status: wireStatus(status),
    amount: row.amount,
    currency: row.currency,
  });
  if (balanceChanged) {
    await live.publish({
      type: 'accounts_updated',
      playerId: row.player_id,
      balances: await ledger.balances(db, row.player_id),
    });
  }
}
