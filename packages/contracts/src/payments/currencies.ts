/**
 * Currency precision table: the number of decimal places a currency's minor unit has.
 * Money is always an integer count of minor units (see `money.ts` and docs/payments/catalogue.md).
 *
 * Fiat exponents are ISO 4217 (JPY, KRW, CLP and VND have none).
 */
export const FIAT_EXPONENTS = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  CHF: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  TRY: 2,
  BRL: 2,
  MXN: 2,
  ARS: 2,
  CLP: 0,
  COP: 2,
  PEN: 2,
  INR: 2,
  JPY: 0,
  KRW: 0,
  THB: 2,
  VND: 0,
  MYR: 2,
  IDR: 2,
  PHP: 2,
  ZAR: 2,
  NGN: 2,
  KES: 2,
} as const;

/**
 * Crypto exponents are the cashier's precision, chosen so that any realistic amount stays a
 * safe integer (below 2^53). Where the chain counts finer units (ETH and BNB count 18 decimals,
 * the wei), the cashier counts gwei (9) and the provider adapter converts with
 * `CRYPTO_NATIVE_DECIMALS`; 2^53 gwei is still about nine million ETH.
 */
export const CRYPTO_EXPONENTS = {
  BTC: 8,
  ETH: 9,
  USDT: 6,
  USDC: 6,
  LTC: 8,
  BCH: 8,
  DOGE: 8,
  TRX: 6,
  XRP: 6,
  BNB: 9,
  SOL: 9,
} as const;

export type FiatCurrency = keyof typeof FIAT_EXPONENTS;
export type CryptoCurrency = keyof typeof CRYPTO_EXPONENTS;
export type CurrencyCode = FiatCurrency | CryptoCurrency;

/** Decimals each crypto currency has on its own chain (token contracts for USDT and USDC). */
export const CRYPTO_NATIVE_DECIMALS: Readonly<Record<CryptoCurrency, number>> = {
  BTC: 8,
  ETH: 18,
  USDT: 6,
  USDC: 6,
  LTC: 8,
  BCH: 8,
  DOGE: 8,
  TRX: 6,
  XRP: 6,
  BNB: 18,
  SOL: 9,
};

/** Every currency's exponent, fiat and crypto together. */
export const CURRENCY_EXPONENTS: Readonly<Record<CurrencyCode, number>> = {
  ...FIAT_EXPONENTS,
  ...CRYPTO_EXPONENTS,
};

export const FIAT_CURRENCIES = Object.keys(FIAT_EXPONENTS) as readonly FiatCurrency[];
export const CRYPTO_CURRENCIES = Object.keys(CRYPTO_EXPONENTS) as readonly CryptoCurrency[];
export const CURRENCY_CODES: readonly CurrencyCode[] = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES];

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, code);
}

export function isCryptoCurrency(code: string): code is CryptoCurrency {
  return Object.hasOwn(CRYPTO_EXPONENTS, code);
}

/** Minor-unit decimal places of `currency`, e.g. 2 for EUR, 0 for JPY, 8 for BTC. */
export function currencyExponent(currency: CurrencyCode): number {
  return CURRENCY_EXPONENTS[currency];
}
