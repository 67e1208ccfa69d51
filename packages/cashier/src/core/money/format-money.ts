import {
  currencyExponent,
  parseAmount,
  separatorsOf,
  type CurrencyCode,
  type MinorUnitsResult,
} from '@playfront/contracts';

// Money is written one way everywhere (the site and the payments API use the same formatter).
export { formatMoney, type FormatMoneyOptions } from '@playfront/contracts';

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
