import { isIsoCurrency, numberFormat } from '../i18n/intl-formatters.ts';
import { currencyExponent, type CurrencyCode } from './currencies.ts';
import { minorToDecimal } from './money.ts';

/** Options of `formatMoney`. */
export interface FormatMoneyOptions {
  /** Show the currency (`€12.50`, `0.0015 BTC`); default true. */
  showCurrency?: boolean;
  /** Drop zero decimals (`€12`, `0.0015 BTC` instead of `0.00150000 BTC`); default false for fiat, true for crypto-length exponents. */
  trimTrailingZeros?: boolean;
}

/**
 * Money as `locale` writes it (`1999, 'EUR', 'de-DE'` gives `19,99 €`): one way for the widget,
 * the site and the payments API's messages. The amount goes to `Intl.NumberFormat` as an exact
 * decimal string, never as a float.
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
