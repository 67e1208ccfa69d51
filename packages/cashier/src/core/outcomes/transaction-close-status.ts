import type { TransactionStatus, WidgetCloseStatus } from '@playfront/contracts';

/**
 * How the widget reports its closing while it follows a payment of `status`: only a completed
 * payment is `success`; a pending one is `unknown` (the money may still move).
 */
export const TRANSACTION_CLOSE_STATUSES: Readonly<Record<TransactionStatus, WidgetCloseStatus>> = {
  completed: 'success',
  failed: 'failure',
  cancelled: 'failure',
  pending: 'unknown',
};

/**
 * The i18n key of the sentence saying how a payment stands: `outcome.<status>`, or
 * `outcome.<status>.plain` when the amount is not known (back from a provider's redirect).
 */
export function transactionMessageKey(status: TransactionStatus, hasAmount: boolean): string {
  return status === 'pending' || status === 'cancelled' || hasAmount
    ? `outcome.${status}`
    : `outcome.${status}.plain`;
}
