import {
  isCryptoCurrency,
  type Commission,
  type CryptoCurrency,
  type CurrencyLimit,
  type PaymentAction,
  type PaymentMethod,
} from '@playfront/contracts';
import { cryptoToFiat } from './convert.ts';
import { CONVERSION_FIATS, isConversionFiat, SANDBOX_RATES, type ConversionFiat } from './rates.ts';

/**
 * The conversion's own fee: 1 % of the fiat amount, on top of a deposit and kept from a cashout,
 * rounded half up to a minor unit (`computeFee`). The coin's network fee is the operator's.
 */
export const CONVERSION_COMMISSION: Commission = { type: 'percent', basisPoints: 100 };

/**
 * The coin a crypto method converts from a fiat account for `action`: a method of a single coin
 * (Bitcoin, Ethereum, MetaMask, …). A method of several coins (the generic "Crypto") is paid in
 * a coin account only, as before (decision 040).
 */
export function conversionCoin(method: PaymentMethod, action: PaymentAction): CryptoCurrency | undefined {
  if (method.type !== 'crypto') return undefined;
  const coins = (method.terms[action]?.limits ?? []).map((limit) => limit.currency).filter(isCryptoCurrency);
  const [coin] = coins;
  return coins.length === 1 ? coin : undefined;
}

/** Whether paying `method` from `currency` is a conversion (a quote is needed). */
export function isFiatConversion(method: PaymentMethod, action: PaymentAction, currency: string): boolean {
  return isConversionFiat(currency) && conversionCoin(method, action) !== undefined;
}

/** The coin's limits in `fiat` at the rate, rounded inward (the minimum up, the maximum down). */
function fiatLimit(coinLimit: CurrencyLimit, coin: CryptoCurrency, fiat: ConversionFiat): CurrencyLimit {
  const rate = SANDBOX_RATES[coin][fiat];
  return {
    currency: fiat,
    min: cryptoToFiat(coinLimit.min, coin, fiat, rate, 'up'),
    max: cryptoToFiat(coinLimit.max, coin, fiat, rate, 'down'),
  };
}

/**
 * A single-coin crypto method with the conversion fiats added to its limits, each the coin's
 * limits at the rates table's rate; any other method unchanged. With these limits availability,
 * listing and the submit's limit check treat a EUR deposit by Bitcoin as any other method.
 */
export function withConversionLimits(method: PaymentMethod): PaymentMethod {
  const terms: PaymentMethod['terms'] = { ...method.terms };
  let changed = false;
  for (const action of method.actions) {
    const coin = conversionCoin(method, action);
    const current = method.terms[action];
    const coinLimit = current?.limits.find((limit) => limit.currency === coin);
    if (coin === undefined || current === undefined || coinLimit === undefined) continue;
    const fiatLimits = CONVERSION_FIATS.map((fiat) => fiatLimit(coinLimit, coin, fiat));
    terms[action] = { ...current, limits: [...current.limits, ...fiatLimits] };
    changed = true;
  }
  if (!changed) return method;
  const currencies = [
    ...new Set([...(terms.deposit?.limits ?? []), ...(terms.cashout?.limits ?? [])].map((l) => l.currency)),
  ];
  return { ...method, terms, currencies };
}
