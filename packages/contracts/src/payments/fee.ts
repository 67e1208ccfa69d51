import type { Commission } from './commission.ts';
import type { CurrencyCode } from './currencies.ts';

const BASIS_POINTS_PER_WHOLE = 10_000n;

/** `amount × basisPoints / 10 000`, rounded half up, in exact integer arithmetic. */
function percentOf(amount: number, basisPoints: number): number {
  const scaled = BigInt(amount) * BigInt(basisPoints);
  return Number((scaled + BASIS_POINTS_PER_WHOLE / 2n) / BASIS_POINTS_PER_WHOLE);
}

function fixedPart(amounts: readonly { currency: CurrencyCode; amount: number }[], currency: CurrencyCode) {
  return amounts.find((entry) => entry.currency === currency)?.amount ?? 0;
}

/**
 * The method's commission on `amount`, in minor units of `currency`, never a float:
 * - `percent`: the share, rounded half up to a minor unit;
 * - `range-percent`: the top of the range (what the player may pay at most, as the cashier shows);
 * - `fixed`: the flat fee in this currency (none when the method lists no fee for it);
 * - `mixed`: the share plus the flat fee;
 * - `float` (network fee, exchange spread) and `none`: nothing known at submit, so 0.
 * A deposit's fee is charged on top of the amount; a cashout's is kept from what is paid out.
 */
export function computeFee(commission: Commission, amount: number, currency: CurrencyCode): number {
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
