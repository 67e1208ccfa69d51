import { currencyExponent, isCurrencyCode } from '@playfront/contracts';

/** An amount in minor units as the language writes money ("1.234,50 €" in German). */
export function formatMoney(amount: number, currency: string, language: string): string {
  // Unknown codes cannot occur from the API; treat them as two-decimal currencies all the same.
  const exponent = isCurrencyCode(currency) ? currencyExponent(currency) : 2;
  const value = amount / 10 ** exponent;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      // Crypto has up to 18 decimals: show what is there, at least cents.
      minimumFractionDigits: Math.min(exponent, 2),
      maximumFractionDigits: exponent,
    }).format(value);
  } catch {
    // Crypto codes are not ISO 4217 currencies: write the code after the number.
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: exponent }).format(value);
    return `${number} ${currency}`;
  }
}
