import { CallbackRejectedError, type CallbackContext, type ProviderResult } from '../provider.ts';
import { requireStatus } from './sandbox-adapter.ts';

/**
 * The callback of deposits that land later, when the player pays outside the site (a cash
 * coupon at a shop, a bank transfer): the sandbox provider notifies `deposit_settled` with outcome
 * `paid` (approved) or `expired` (declined).
 */
export function settleLater(context: CallbackContext, expiredMessage: string): Promise<ProviderResult> {
  const { transaction, event } = context;
  if (event.type !== 'deposit_settled') {
    throw new CallbackRejectedError(`This deposit takes settlement events, not ${event.type}.`);
  }
  requireStatus(transaction, ['pending'], 'settle the deposit');
  if (event.outcome === 'paid') return Promise.resolve({ type: 'approved' });
  return Promise.resolve({ type: 'declined', code: 'PAYMENT_PROCESSING_ERROR', message: expiredMessage });
}
