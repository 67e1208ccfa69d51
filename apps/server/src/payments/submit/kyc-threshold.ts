import { toMinorUnits, type CurrencyCode } from '@playfront/contracts';

/**
 * Cashouts above these amounts (major units) need a `verified` player: about 2,000.00 EUR in
 * each currency, written as round numbers rather than converted at a live rate, so the rule a
 * player meets does not move with the market. Compliance reviews the table; a currency added to
 * the precision table fails to compile here until it has its threshold.
 */
const THRESHOLDS: Readonly<Record<CurrencyCode, string>> = {
  EUR: '2000',
  USD: '2200',
  GBP: '1700',
  CAD: '3000',
  AUD: '3300',
  NZD: '3600',
  CHF: '2000',
  SEK: '23000',
  NOK: '23000',
  DKK: '15000',
  PLN: '8600',
  CZK: '50000',
  HUF: '800000',
  RON: '10000',
  TRY: '70000',
  BRL: '12000',
  MXN: '40000',
  ARS: '2000000',
  CLP: '2000000',
  COP: '9000000',
  PEN: '8000',
  INR: '180000',
  JPY: '330000',
  KRW: '3000000',
  THB: '80000',
  VND: '55000000',
  MYR: '10000',
  IDR: '35000000',
  PHP: '120000',
  ZAR: '40000',
  NGN: '3000000',
  KES: '280000',
  BTC: '0.03',
  ETH: '0.7',
  USDT: '2200',
  USDC: '2200',
  LTC: '25',
  BCH: '5',
  DOGE: '12000',
  TRX: '9000',
  XRP: '1000',
  BNB: '3.5',
  SOL: '15',
};

function toMinor(currency: CurrencyCode, value: string): number {
  const result = toMinorUnits(value, currency);
  if (!result.ok) throw new RangeError(`KYC threshold '${value}' is not a valid ${currency} amount.`);
  return result.minor;
}

/** The thresholds in minor units, per currency. */
export const KYC_CASHOUT_THRESHOLDS: Readonly<Record<CurrencyCode, number>> = Object.fromEntries(
  (Object.entries(THRESHOLDS) as [CurrencyCode, string][]).map(([currency, value]) => [
    currency,
    toMinor(currency, value),
  ]),
) as Record<CurrencyCode, number>;

/** True when a cashout of `amount` (minor units) needs a verified player. */
export function cashoutNeedsKyc(currency: CurrencyCode, amount: number): boolean {
  return amount > KYC_CASHOUT_THRESHOLDS[currency];
}
