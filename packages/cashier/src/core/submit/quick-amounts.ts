import { currencyExponent, type CurrencyCode } from '@playfront/contracts';

const STEPS = [10, 20, 50, 100, 200, 500, 1000] as const;

/**
 * Up to four round one-click amounts (minor units) inside the method's limits; the minimum
 * alone when no round amount fits.
 */
export function quickAmounts(currency: CurrencyCode, limits?: { min: number; max: number }): number[] {
  if (limits === undefined) return [];
  const unit = 10 ** currencyExponent(currency);
  // Crypto amounts are small fractions: round steps of whole coins would never fit.
  if (unit > 100) return [limits.min];
  const fitting = STEPS.map((step) => step * unit).filter(
    (amount) => amount >= limits.min && amount <= limits.max,
  );
  return fitting.length === 0 ? [limits.min] : fitting.slice(0, 4);
}
