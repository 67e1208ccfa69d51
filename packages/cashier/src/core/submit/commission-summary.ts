import { computeFee, type Commission, type CurrencyCode, type PaymentAction } from '@playfront/contracts';

/**
 * The fee of `amount` (minor units), as the server charges it (the contracts' `computeFee`):
 * `range-percent` at its upper bound, `float` and `none` 0 (not known before the payment).
 */
export const commissionFee = computeFee;

/** What the player pays and what arrives, in minor units. */
export interface PaymentSummary {
  amount: number;
  fee: number;
  /** A deposit's fee is charged on top: the player pays `amount + fee`. */
  total: number;
  /** A cashout's fee is kept from the payout: the player receives `amount - fee` (never below 0). */
  net: number;
  /** The fee is only an estimate (`float`: set by the network or exchange rate at payment time). */
  estimated: boolean;
}

/** The summary shown before submit for `amount` of a method with `commission`. */
export function paymentSummary(
  commission: Commission,
  amount: number,
  currency: CurrencyCode,
  action: PaymentAction,
): PaymentSummary {
  const fee = commissionFee(commission, amount, currency);
  const estimated = commission.type === 'float';
  if (action === 'deposit') return { amount, fee, total: amount + fee, net: amount, estimated };
  return { amount, fee, total: amount, net: Math.max(0, amount - fee), estimated };
}
