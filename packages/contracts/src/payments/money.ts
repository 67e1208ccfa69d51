import { currencyExponent, type CurrencyCode } from './currencies.ts';

/**
 * Money helpers. An amount is an integer count of minor units (cents, satoshi, gwei) held in a
 * `number` and kept within `Number.MAX_SAFE_INTEGER`, so every value is exact. Decimal strings
 * are converted with string arithmetic only: no amount is ever multiplied or divided as a float
 * (`4.35 * 100` is 434.99999999999994).
 */

/** The largest amount in minor units (`MinorUnitsSchema`'s maximum). */
// A literal, not `Number.MAX_SAFE_INTEGER`: bundlers treat a global's property read as a side
// effect and would keep it in browser bundles that never use it.
export const MAX_SAFE_MINOR_UNITS = 9_007_199_254_740_991;

/** Why a decimal string could not become minor units. */
export const MONEY_PARSE_ERRORS = ['format', 'precision', 'range'] as const;
export type MoneyParseError = (typeof MONEY_PARSE_ERRORS)[number];

export type MinorUnitsResult = { ok: true; minor: number } | { ok: false; reason: MoneyParseError };

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

function assertExponent(exponent: number): void {
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > 15) {
    throw new RangeError(`Money exponent must be an integer from 0 to 15, got ${exponent}.`);
  }
}

/**
 * Converts a plain decimal string (`"12.5"`, `"-0.00000001"`, `"1000"`) to minor units with
 * `exponent` decimal places. Refuses other notations (`format`), more significant decimals
 * than the currency has (`precision`; trailing zeros are fine) and amounts past
 * `Number.MAX_SAFE_INTEGER` minor units (`range`). Locale formatting is the caller's job.
 */
export function decimalToMinor(value: string, exponent: number): MinorUnitsResult {
  assertExponent(exponent);
  const match = DECIMAL_PATTERN.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(exponent))) return { ok: false, reason: 'precision' };
  const digits = (whole + fraction.slice(0, exponent).padEnd(exponent, '0')).replace(/^0+(?=\d)/, '');
  // An integer string converts exactly up to 2^53 - 1; anything larger is not a safe integer.
  const magnitude = digits.length > 16 ? Number.POSITIVE_INFINITY : Number(digits);
  if (!Number.isSafeInteger(magnitude)) return { ok: false, reason: 'range' };
  return { ok: true, minor: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

/** `decimalToMinor` with the currency's exponent from the precision table. */
export function toMinorUnits(value: string, currency: CurrencyCode): MinorUnitsResult {
  return decimalToMinor(value, currencyExponent(currency));
}

export interface FormatMinorOptions {
  /** Drop zeros at the end of the decimals (`"0.00010000"` becomes `"0.0001"`, `"5.00"` becomes `"5"`). */
  trimTrailingZeros?: boolean;
}

/**
 * Formats minor units as a plain decimal string with `exponent` decimal places
 * (`1999, 2` gives `"19.99"`). Throws on a value that is not a safe integer: that is a bug
 * upstream, since money never leaves integer minor units.
 */
export function minorToDecimal(minor: number, exponent: number, options: FormatMinorOptions = {}): string {
  assertExponent(exponent);
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(
      `Minor units must be a safe integer, got ${minor}. Convert decimal input with decimalToMinor instead of arithmetic on floats.`,
    );
  }
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor));
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  const whole = padded.slice(0, -exponent);
  let fraction = padded.slice(-exponent);
  if (options.trimTrailingZeros === true) fraction = fraction.replace(/0+$/, '');
  return sign + whole + (fraction === '' ? '' : `.${fraction}`);
}

/** `minorToDecimal` with the currency's exponent from the precision table. */
export function formatMinorUnits(
  minor: number,
  currency: CurrencyCode,
  options?: FormatMinorOptions,
): string {
  return minorToDecimal(minor, currencyExponent(currency), options);
}

export type { MinorUnits } from './money.schema.ts';
