import {
  CallbackRejectedError,
  type ProviderData,
  type ProviderEvent,
  type ProviderResult,
} from '../providers/provider.ts';
import { ENGLISH_TEXT } from '../player-text/player-text.ts';
import type { StoredTransactionStatus } from '../transactions/transaction-states.ts';
import {
  IllegalMoveError,
  moveTransaction,
  publishChange,
  StaleTransactionError,
  type Move,
} from './settle.ts';
import type { PaymentsDeps } from './submit-payment.ts';
import {
  providerDataOf,
  toCallbackTransaction,
  transactionsStore,
  type TransactionRow,
} from './transactions-store.ts';

export class TransactionNotFoundError extends Error {
  readonly statusCode = 404;
  readonly code = 'TRANSACTION_NOT_FOUND';
  constructor() {
    super('No such transaction.');
    this.name = 'TransactionNotFoundError';
  }
}

/** A transaction after a provider event: its status and what the adapter keeps (for the sandbox pages). */
export interface EventApplied {
  readonly transaction: TransactionRow;
  readonly status: StoredTransactionStatus;
  readonly data: ProviderData;
}

/** The move a provider result makes: the one mapping from a provider result to a status. */
export function toEventMove(result: ProviderResult): Move {
  const base = { providerReference: result.reference, providerData: result.data };
  switch (result.type) {
    case 'approved':
      return { ...base, to: 'approved', errorCode: null, saveInstrument: result.saveInstrument };
    case 'declined':
      return { ...base, to: 'declined', errorCode: result.code };
    case 'failed':
      return { ...base, to: 'failed', errorCode: result.code };
    case 'cancelled':
      return { ...base, to: 'cancelled' };
    case 'pending':
      return { ...base, to: 'pending' };
    case 'redirect':
    case 'challenge':
      return { ...base, to: 'action_required' };
  }
}

/**
 * A provider's notification about one transaction (a webhook, or a sandbox page's decision):
 * the transaction's adapter reads it, and its answer moves the transaction and the balance in
 * one database transaction. An event that does not fit, or that lost a race with another one
 * (a double click), throws CallbackRejectedError and changes nothing.
 */
export async function applyProviderEvent(
  deps: PaymentsDeps,
  transactionId: string,
  event: ProviderEvent,
): Promise<EventApplied> {
  const row = await transactionsStore.findById(deps.db, transactionId);
  if (row === undefined) throw new TransactionNotFoundError();
  const adapter = deps.registry.adapterFor(row.provider_id);
  if (adapter === undefined) throw new TransactionNotFoundError();

  const result = await adapter.handleCallback({
    transaction: toCallbackTransaction(row),
    data: providerDataOf(row),
    event,
    text: ENGLISH_TEXT,
  });
  const move = toEventMove(result);
  try {
    const done = await moveTransaction(deps.db, row, move, deps.now?.() ?? Date.now());
    if (done.from !== done.to) await publishChange(deps.db, deps.live, row, done.to, done.balanceChanged);
    return { transaction: row, status: done.to, data: move.providerData ?? providerDataOf(row) };
  } catch (error) {
    if (error instanceof StaleTransactionError || error instanceof IllegalMoveError) {
      throw new CallbackRejectedError('The transaction changed meanwhile or is settled; nothing was done.');
    }
    throw error;
  }
}
