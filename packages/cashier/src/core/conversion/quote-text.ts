import { formatMoney, numberFormat, type CryptoQuote } from '@playfront/contracts';

/**
 * `1 BTC = €58,000.00`: the quote's rate as the locale writes it. The rate travels as a decimal
 * string and is formatted as one (Intl reads a numeric string exactly), never through a float.
 */
export function formatRate(quote: Pick<CryptoQuote, 'rate' | 'currency' | 'cryptoCurrency'>, locale: string) {
  const fiat = numberFormat(locale, {
    style: 'currency',
    currency: quote.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  }).format(quote.rate as Intl.StringNumericLiteral);
  const one = numberFormat(locale).format(1);
  return `${one} ${quote.cryptoCurrency} = ${fiat}`;
}

/** The coins of the quote as the locale writes them (`0.00087069 BTC`). */
export function formatCrypto(quote: Pick<CryptoQuote, 'cryptoAmount' | 'cryptoCurrency'>, locale: string) {
  return formatMoney(quote.cryptoAmount, quote.cryptoCurrency, locale);
}

/** Whole seconds left until `expiresAt` at `now`, never below 0. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** `14:05`: minutes and seconds left, in the locale's digits. */
export function formatCountdown(seconds: number, locale: string): string {
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${two.format(Math.floor(seconds / 60))}:${two.format(seconds % 60)}`;
}
