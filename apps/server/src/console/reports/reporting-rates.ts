import {
  CURRENCY_EXPONENTS,
  isCurrencyCode,
  type CurrencyCode,
  type ReportingCurrency,
} from '@playfront/contracts';

/**
 * Units of each currency worth one euro, for reports only (never for payments): a fixed table,
 * documented in docs/console/reports.md, so a report reads the same every time it runs. A real
 * deployment replaces it with the day's rates from its treasury.
 */
export const REPORTING_RATES_PER_EUR: Readonly<Record<CurrencyCode, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CAD: 1.47,
  AUD: 1.65,
  NZD: 1.8,
  CHF: 0.95,
  SEK: 11.5,
  NOK: 11.7,
  DKK: 7.46,
  PLN: 4.3,
  CZK: 25.2,
  HUF: 395,
  RON: 4.97,
  TRY: 35,
  BRL: 5.9,
  MXN: 19.5,
  ARS: 1000,
  CLP: 1010,
  COP: 4300,
  PEN: 4.05,
  INR: 90,
  JPY: 162,
  KRW: 1470,
  THB: 38,
  VND: 27_000,
  MYR: 4.8,
  IDR: 17_000,
  PHP: 62,
  ZAR: 19.8,
  NGN: 1650,
  KES: 140,
  BTC: 0.000016,
  ETH: 0.00033,
  USDT: 1.08,
  USDC: 1.08,
  LTC: 0.013,
  BCH: 0.0025,
  DOGE: 6.5,
  TRX: 4.4,
  XRP: 1.9,
  BNB: 0.0018,
  SOL: 0.0075,
};

/**
 * `amount` minor units of `currency` in minor units of `target`, rounded half away from zero.
 * Unknown currencies (none are stored, but the column is free text) count as zero.
 */
export function toReportingMinor(amount: number, currency: string, target: ReportingCurrency): number {
  if (!isCurrencyCode(currency)) return 0;
  const major = amount / 10 ** CURRENCY_EXPONENTS[currency];
  const targetMajor = (major / REPORTING_RATES_PER_EUR[currency]) * REPORTING_RATES_PER_EUR[target];
  const minor = targetMajor * 10 ** CURRENCY_EXPONENTS[target];
  return Math.sign(minor) * Math.round(Math.abs(minor));
}
