import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  computeFee,
  formatMinorUnits,
  isCurrencyCode,
  type CryptoCurrency,
  type CryptoQuote,
  type CurrencyCode,
  type PaymentAction,
  type PaymentMethod,
} from '@playfront/contracts';
import { CONVERSION_COMMISSION, conversionCoin } from './conversion-terms.ts';
import { fiatToCrypto } from './convert.ts';
import { sandboxRate } from './rates.ts';

/** How long a quote holds: long enough to open a wallet and pay, short for a moving market. */
export const QUOTE_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The coin side of a quoted conversion: a deposit's invoice asks for `cryptoAmount` of
 * `cryptoCurrency` until `expiresAt`; a cashout sends that much. The balance moves in the
 * transaction's fiat currency and amount.
 */
export interface Conversion {
  readonly cryptoCurrency: CryptoCurrency;
  readonly cryptoAmount: number;
  /** Units of the fiat for one coin, as quoted. */
  readonly rate: string;
  readonly expiresAt: number;
}

/** What the token signs: the quote and the player it was made for. */
export interface QuoteTerms {
  readonly playerId: string;
  readonly methodId: string;
  readonly action: PaymentAction;
  readonly currency: CurrencyCode;
  readonly amount: number;
  readonly fee: number;
  readonly cryptoCurrency: CryptoCurrency;
  readonly cryptoAmount: number;
  readonly rate: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
}

/**
 * The quotes' own key, derived from the server's provider-notification secret so one setting
 * serves both and a quote signature can never pass as a notification's (or the reverse).
 */
export function quoteKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('playfront:crypto-quote:v1').digest();
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * Quotes `amount` of the fiat `currency` for `method`'s coin at the rates source's rate:
 * a deposit asks for the coins worth `amount + fee` (rounded up to the coin's minor unit), a
 * cashout sends the coins worth `amount - fee` (rounded down). Undefined when the method does not
 * convert from this currency.
 */
export function issueQuote(input: {
  readonly key: Buffer;
  readonly playerId: string;
  readonly method: PaymentMethod;
  readonly action: PaymentAction;
  readonly currency: CurrencyCode;
  readonly amount: number;
  readonly now: number;
}): CryptoQuote | undefined {
  const { method, action, currency, amount } = input;
  const coin = conversionCoin(method, action);
  const rate = coin === undefined ? undefined : sandboxRate(coin, currency);
  if (coin === undefined || rate === undefined) return undefined;
  const fee = computeFee(CONVERSION_COMMISSION, amount, currency);
  const cryptoAmount =
    action === 'deposit'
      ? fiatToCrypto(amount + fee, currency, coin, rate, 'up')
      : fiatToCrypto(Math.max(amount - fee, 0), currency, coin, rate, 'down');
  const shown = {
    methodId: method.id,
    action,
    currency,
    amount,
    fee,
    cryptoCurrency: coin,
    cryptoAmount,
    rate,
    issuedAt: input.now,
    expiresAt: input.now + QUOTE_LIFETIME_MS,
  };
  const terms: QuoteTerms = { ...shown, playerId: input.playerId };
  const body = Buffer.from(JSON.stringify(terms)).toString('base64url');
  return {
    ...shown,
    token: `${body}.${sign(input.key, body)}`,
    cryptoAmountDecimal: formatMinorUnits(cryptoAmount, coin),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The terms a token signs, or undefined for a token this server did not sign. */
export function readQuote(key: Buffer, token: string): QuoteTerms | undefined {
  const [body, signature, extra] = token.split('.');
  if (body === undefined || signature === undefined || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  // Signed by this server, so well formed; checked anyway so a key mix-up cannot pass as money.
  if (!isRecord(parsed) || typeof parsed.currency !== 'string' || !isCurrencyCode(parsed.currency)) {
    return undefined;
  }
  return parsed as unknown as QuoteTerms;
}
