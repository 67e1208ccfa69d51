/**
 * `POST` here cancels one of the player's pending cashouts; its amount goes back to the balance.
 * Cancelling a cashout that is already cancelled answers the same again.
 */
export const CANCEL_CASHOUT_PATH = '/api/v1/payments/transactions/:id/cancel';

/** The cancel path for one transaction id. */
export function cancelCashoutPath(transactionId: string): string {
  return CANCEL_CASHOUT_PATH.replace(':id', encodeURIComponent(transactionId));
}

export type { CancelCashoutParams, CancelCashoutResponse } from './cancel-cashout.schema.ts';
