import {
  decimalToMinor,
  toMinorUnits,
  type Commission,
  type CurrencyAmount,
  type CurrencyCode,
  type FloatCommissionSource,
  type ProcessingTime,
  type TimeUnit,
} from '@playfront/contracts';

/**
 * Builders for a method's terms, so the data reads like a price list. Amounts are written as
 * decimal strings in major units (`'10'`, `'0.0005'`) and converted to minor units exactly;
 * percentages are decimal strings converted to basis points.
 */

/** Limits per currency in major units: `{ EUR: ['10', '5000'] }`. */
export type LimitsInput = Partial<Record<CurrencyCode, readonly [min: string, max: string]>>;

/** Converts a major-unit decimal string to minor units; catalogue data that does not convert is a bug. */
export function minor(value: string, currency: CurrencyCode): number {
  const result = toMinorUnits(value, currency);
  if (!result.ok) {
    throw new RangeError(`Catalogue amount '${value}' is not a valid ${currency} amount (${result.reason}).`);
  }
  return result.minor;
}

function basisPoints(percentValue: string): number {
  const result = decimalToMinor(percentValue, 2);
  if (!result.ok || result.minor < 0 || result.minor > 10_000) {
    throw new RangeError(
      `A percentage must be from 0 to 100 with at most 2 decimals, got '${percentValue}'.`,
    );
  }
  return result.minor;
}

function feeAmounts(fees: Partial<Record<CurrencyCode, string>>): CurrencyAmount[] {
  const amounts: CurrencyAmount[] = [];
  for (const [currency, amount] of Object.entries(fees) as [CurrencyCode, string][]) {
    amounts.push({ currency, amount: minor(amount, currency) });
  }
  return amounts;
}

// Processing times.

export const instant: ProcessingTime = { type: 'instant' };
/** The provider does not state a time, so none is shown. */
export const notStated: ProcessingTime = { type: 'none' };
export function within(value: number, unit: TimeUnit): ProcessingTime {
  return { type: 'static', value, unit };
}
export function between(from: number, to: number, unit: TimeUnit): ProcessingTime {
  return { type: 'range', from, to, unit };
}

// Commissions.

export const free: Commission = { type: 'none' };
/** `percent('2.5')` is 2.5 % of the amount. */
export function percent(value: string): Commission {
  return { type: 'percent', basisPoints: basisPoints(value) };
}
export function percentRange(from: string, to: string): Commission {
  return { type: 'range-percent', fromBasisPoints: basisPoints(from), toBasisPoints: basisPoints(to) };
}
export function floating(source: FloatCommissionSource): Commission {
  return { type: 'float', source };
}
/** `fixedFee({ EUR: '0.50' })`: a flat fee per currency, in major units. */
export function fixedFee(fees: Partial<Record<CurrencyCode, string>>): Commission {
  return { type: 'fixed', amounts: feeAmounts(fees) };
}
/** `mixedFee('1.5', { EUR: '0.25' })`: a percentage plus a flat fee per currency. */
export function mixedFee(percentValue: string, fees: Partial<Record<CurrencyCode, string>>): Commission {
  return { type: 'mixed', basisPoints: basisPoints(percentValue), amounts: feeAmounts(fees) };
}
