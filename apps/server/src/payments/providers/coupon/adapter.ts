import { randomBytes } from 'node:crypto';
import type { ProviderAdapter } from '../provider.ts';
import { settleLater } from '../sandbox/settle-later.ts';
import { amountText, sandboxAdapter } from '../sandbox/sandbox-adapter.ts';

/** A coupon number as the sandbox issues them: `CTC-7F3A-91C2-0B5E`. */
function couponNumber(): string {
  const hex = randomBytes(6).toString('hex').toUpperCase();
  return `CTC-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}

/**
 * Cash coupons (CashtoCode): the submit answers `notify` with a coupon number at once; the
 * deposit stays pending until the player pays the coupon at a shop. In the sandbox,
 * the notification `deposit_settled` with outcome `paid` pays it, `expired` lets it expire.
 */
export function createCouponSandbox(): ProviderAdapter {
  return sandboxAdapter('coupon', {
    initiate: (context) => {
      const coupon = couponNumber();
      return Promise.resolve({
        type: 'pending',
        reference: coupon,
        data: { coupon },
        message: context.text('coupon.instructions', {
          coupon,
          amount: amountText(context.amount + context.fee, context.currency, context.text.language),
        }),
      });
    },
    handleCallback: (context) => settleLater(context, context.text('coupon.expired')),
  });
}
