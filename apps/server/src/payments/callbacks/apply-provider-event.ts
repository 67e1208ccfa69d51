import type { Kysely } from 'kysely';
import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { PaymentsRequestError } from '../errors.ts';
import type { LiveUpdates } from '../live/live-updates.ts';
import { ENGLISH_TEXT } from '../player-text/player-text.ts';
import {
  CallbackRejectedError,
  type CallbackTransaction,
  type ProviderEvent,
} from '../providers/provider.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { inReview } from '../approval/cashout-review.ts';
import {
  IllegalMoveError,
  moveTransaction,
  publishChange,
  StaleTransactionError,
} from '../transactions/move-transaction.ts';
import type { EventApplied } from '../transactions/provider-result.ts';
import { moveForResult } from '../transactions/result-status.ts';
import {
  providerDataOf,
  statusOf,
  transactionsStore,
  type TransactionRow,
} from '../transactions/transactions-store.ts';

/** What applying a provider event runs on. */
export interface CallbackDeps {
  readonly db: Kysely<Database>;
  readonly registry: ProviderRegistry;
  readonly live: LiveUpdates;
  readonly now?: () => number;
}

export class TransactionNotFoundError extends PaymentsRequestError {
  constructor() {
    super('TRANSACTION_NOT_FOUND', 'No such transaction.');
    this.name = 'TransactionNotFoundError';
  }
}

function toCallbackTransaction(row: TransactionRow): CallbackTransaction {
  return {
    id: row.id,
    playerId: row.player_id,
    action: row.action as PaymentAction,
    methodId: row.method_id,
    providerId: row.provider_id,
    currency: row.currency as CurrencyCode,
    amount: row.amount,
    status: statusOf(row),
    providerReference: row.provider_reference,
  };
}

/**
 * A provider's notification about one transaction (a signed webhook through the callback route,
 * or a sandbox page's decision): the transaction's adapter reads it, and its answer moves the
 * transaction and the balance in one database transaction (transactions/result-status.ts is the
 * mapping). `providerId`, when given, must be the transaction's: a provider notifies only its own
 * payments, and another's read as missing. An event that does not fit, or that lost a race with
 * another one (a double click), throws CallbackRejectedError and changes nothing.
 */
export async function applyProviderEvent(
  deps: CallbackDeps,
  transactionId: string,
  event: ProviderEvent,
  providerId?: string,
): Promise<EventApplied> {
  const row = await transactionsStore.findById(deps.db, transactionId);
  if (row === undefined || (providerId !== undefined && row.provider_id !== providerId)) {
    throw new TransactionNotFoundError();
  }
  const adapter = deps.registry.adapterFor(row.provider_id);
  if (adapter === undefined) throw new TransactionNotFoundError();
  // A cashout in the approval queue was never sent to its provider: nothing of it can be settled there.
  if (row.action === 'cashout' && (await inReview(deps.db, row.id))) {
    throw new CallbackRejectedError('The cashout is waiting for approval in the back office.');
  }

  const result = await adapter.handleCallback({
    transaction: toCallbackTransaction(row),
    data: providerDataOf(row),
    event,
    text: ENGLISH_TEXT,
  });
  const move = moveForResult(result);
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
