import type { Commission, CurrencyCode, PaymentAction } from '@playfront/contracts';

const BASIS_POINTS_PER_WHOLE = 10_000n;

// Exact integer arithmetic, rounded half up: the same rule the server charges by.
function percentOf(amount: number, basisPoints: number): number {
  const scaled = BigInt(amount) * BigInt(basisPoints);
  return Number((scaled + BASIS_POINTS_PER_WHOLE / 2n) / BASIS_POINTS_PER_WHOLE);
}

function fixedPart(amounts: readonly { currency: CurrencyCode; amount: number }[], currency: CurrencyCode) {
  return amounts.find((entry) => entry.currency === currency)?.amount ?? 0;
}

/**
 * The fee of `amount` (minor units), as the server computes it: `range-percent` at its upper
 * bound (the most the player may pay), `float` and `none` 0 (not known before the payment).
 */
export function commissionFee(commission: Commission, amount: number, currency: CurrencyCode): number {
  switch (commission.type) {
    case 'percent':
      return percentOf(amount, commission.basisPoints);
    case 'range-percent':
      return percentOf(amount, Math.max(commission.fromBasisPoints, commission.toBasisPoints));
    case 'fixed':
      return fixedPart(commission.amounts, currency);
    case 'mixed':
      return percentOf(amount, commission.basisPoints) + fixedPart(commission.amounts, currency);
    case 'float':
    case 'none':
      return 0;
  }
}

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
