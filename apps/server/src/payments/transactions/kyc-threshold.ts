import type { Transaction } from 'kysely';
import { isCurrencyCode, toMinorUnits, type CurrencyCode, DAY_MS } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { StoredTransactionStatus } from './transaction-states.ts';

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

/** The window cashouts add up over when KYC_CASHOUT_WINDOW_DAYS is not set. */
export const DEFAULT_KYC_CASHOUT_WINDOW_DAYS = 30;

/** Cashouts that count: held or paid out. Declined, cancelled and failed ones gave the money back. */
const COUNTED: readonly StoredTransactionStatus[] = ['pending', 'action_required', 'approved'];

export interface KycWindowCashout {
  readonly playerId: string;
  readonly currency: string;
  /** When the new cashout was made (unix ms): the window ends here. */
  readonly now: number;
  readonly windowDays: number;
}

/**
 * True when an unverified player's cashouts in the currency over the last `windowDays` (the new
 * one included) add up to more than the threshold, so that splitting a large cashout into small
 * ones does not pass. Run it inside the claim's database transaction, after the new cashout's
 * hold: the hold's conditional UPDATE locks the player's account row in that currency (on
 * PostgreSQL a concurrent cashout's hold waits for this commit and then counts this one; SQLite
 * runs one write transaction at a time), so two cashouts can never both slip under.
 */
export async function cashoutsOverKycThreshold(
  trx: Transaction<Database>,
  cashout: KycWindowCashout,
): Promise<boolean> {
  if (!isCurrencyCode(cashout.currency)) throw new Error(`Cashout in unknown currency ${cashout.currency}`);
  const player = await trx
    .selectFrom('players')
    .select('kyc_status')
    .where('id', '=', cashout.playerId)
    .executeTakeFirst();
  if (player === undefined) throw new Error('A cashout of a missing player');
  if (player.kyc_status === 'verified') return false;
  const total = await trx
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('sum'))
    .where('player_id', '=', cashout.playerId)
    .where('action', '=', 'cashout')
    .where('currency', '=', cashout.currency)
    .where('status', 'in', COUNTED)
    .where('created_at', '>', cashout.now - cashout.windowDays * DAY_MS)
    .executeTakeFirstOrThrow();
  return cashoutNeedsKyc(cashout.currency, Number(total.sum));
}
