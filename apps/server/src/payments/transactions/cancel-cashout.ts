import type { Kysely } from 'kysely';
import type { CancelCashoutResponse, CurrencyCode, PaymentsApiError } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { refusal } from '../errors.ts';
import type { LiveUpdates } from '../live/live-updates.ts';
import type { PlayerText } from '../player-text/player-text.ts';
import { moveTransaction, publishChange, StaleTransactionError } from './move-transaction.ts';
import { transactionsStore } from './transactions-store.ts';

/** What a cancel runs on. */
export interface CancelDeps {
  readonly db: Kysely<Database>;
  readonly live: LiveUpdates;
  readonly now?: () => number;
}

export type CancelAnswer =
  | { readonly statusCode: 200; readonly body: CancelCashoutResponse }
  | { readonly statusCode: 404 | 409; readonly body: PaymentsApiError };

/**
 * Whether the player may cancel a transaction stored as `status`: a cashout still `pending` (not
 * yet sent), or a deposit still waiting on the player at the provider (`action_required`: the
 * bank's popup closed without a decision, a 3-D Secure check left). A deposit the provider is
 * already processing (`pending`) is not the player's to stop.
 */
export function playerMayCancel(action: string, status: string): boolean {
  return action === 'cashout' ? status === 'pending' : status === 'action_required';
}

/**
 * Cancels one of the player's cashouts while it is still pending (its held amount is credited
 * back, `cashout_reversal`, in the same database transaction), or a deposit still waiting on the
 * player at the provider (no ledger effect: it was never credited). A transaction already
 * cancelled answers the same again; anything else is 409. Another player's transaction reads as
 * missing (404).
 */
export async function cancelCashout(
  deps: CancelDeps,
  playerId: string,
  transactionId: string,
  reference: string,
  text: PlayerText,
): Promise<CancelAnswer> {
  const notCancellable = (message: string): CancelAnswer => ({
    statusCode: 409,
    body: { ...refusal('TRANSACTION_NOT_CANCELLABLE', message), reference: transactionId },
  });
  const cancelled = async (currency: string): Promise<CancelAnswer> => ({
    statusCode: 200,
    body: {
      transactionId,
      status: 'cancelled',
      currency: currency as CurrencyCode,
      balance: await transactionsStore.balance(deps.db, playerId, currency),
    },
  });

  const row = await transactionsStore.findForPlayer(deps.db, playerId, transactionId);
  if (row === undefined) {
    return {
      statusCode: 404,
      body: { ...refusal('TRANSACTION_NOT_FOUND', text('cancel.not_found')), reference },
    };
  }
  if (row.status === 'cancelled') return cancelled(row.currency);
  if (!playerMayCancel(row.action, row.status)) {
    return notCancellable(text(row.action === 'cashout' ? 'cancel.paying_out' : 'cancel.deposit_processing'));
  }

  try {
    const done = await moveTransaction(deps.db, row, { to: 'cancelled' }, deps.now?.() ?? Date.now());
    await publishChange(deps.db, deps.live, row, done.to, done.balanceChanged);
  } catch (error) {
    if (!(error instanceof StaleTransactionError)) throw error;
    const now = await transactionsStore.findForPlayer(deps.db, playerId, transactionId);
    if (now?.status !== 'cancelled') return notCancellable(text('cancel.changed'));
  }
  return cancelled(row.currency);
}
