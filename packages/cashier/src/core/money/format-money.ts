import {
  currencyExponent,
  minorToDecimal,
  parseAmount,
  separatorsOf,
  type CurrencyCode,
  type MinorUnitsResult,
} from '@playfront/contracts';
import { isIsoCurrency, numberFormat } from '../format/intl-formatters.ts';

/** Options of `formatMoney`. */
export interface FormatMoneyOptions {
  /** Show the currency (`€12.50`, `0.0015 BTC`); default true. */
  showCurrency?: boolean;
  /** Drop zero decimals (`€12`, `0.0015 BTC` instead of `0.00150000 BTC`); default false for fiat, true for crypto-length exponents. */
  trimTrailingZeros?: boolean;
}

/**
 * Formats minor units for display in `locale` (`1999, 'EUR', 'de-DE'` gives `19,99 €`). The
 * amount goes to `Intl.NumberFormat` as an exact decimal string, never as a float.
 */
export function formatMoney(
  minor: number,
  currency: CurrencyCode,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  const exponent = currencyExponent(currency);
  const trim = options.trimTrailingZeros ?? exponent > 2;
  const decimal = minorToDecimal(minor, exponent) as `${number}`;
  const fractionDigits = { minimumFractionDigits: trim ? 0 : exponent, maximumFractionDigits: exponent };
  if (options.showCurrency === false) {
    return numberFormat(locale, fractionDigits).format(decimal);
  }
  // Intl knows ISO 4217 codes; crypto codes (some of four letters, like USDT) are shown as a suffix.
  if (isIsoCurrency(currency)) {
    return numberFormat(locale, { style: 'currency', currency, ...fractionDigits }).format(decimal);
  }
  return `${numberFormat(locale, fractionDigits).format(decimal)} ${currency}`;
}

/** The locale's grouping and decimal separators (`'.'` and `','` in `de-DE`). */
export function numberSeparators(locale: string): { group: string; decimal: string } {
  return separatorsOf(locale);
}

/**
 * Parses what the player typed in `locale` (`1.234,5` in `de-DE`) to minor units with the
 * currency's exponent, exactly, or refuses it (contracts' `parseAmount`: the locale's own
 * separators, native digits, nothing stripped, never another magnitude).
 */
export function parseMoneyInput(input: string, exponent: number, locale: string): MinorUnitsResult {
  return parseAmount(input, locale, exponent);
}

/** `parseMoneyInput` with the currency's own exponent. */
export function parseMoneyForCurrency(
  input: string,
  currency: CurrencyCode,
  locale: string,
): MinorUnitsResult {
  return parseMoneyInput(input, currencyExponent(currency), locale);
}
