import { currencyExponent, type CurrencyCode } from '@playfront/contracts';

/**
 * Exact conversions between a fiat and a crypto amount at a decimal rate (units of fiat for one
 * coin). Everything is BigInt on minor units and the rate's digits: no float ever touches money.
 * The caller says which way to round, so every rounding favours the same side on purpose.
 */

export type Rounding = 'up' | 'down';

/** `"58000.25"` as 5800025n over 10^2. */
function rateParts(rate: string): { digits: bigint; scale: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (match === null) throw new RangeError(`A rate is a plain decimal string, got ${rate}`);
  const [, whole = '', fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  if (digits === 0n) throw new RangeError('A rate of zero converts nothing');
  return { digits, scale: 10n ** BigInt(fraction.length) };
}

function divide(numerator: bigint, denominator: bigint, rounding: Rounding): number {
  const quotient = numerator / denominator;
  const rounded = rounding === 'up' && numerator % denominator !== 0n ? quotient + 1n : quotient;
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('The converted amount is too large');
  return result;
}

const pow10 = (currency: CurrencyCode) => 10n ** BigInt(currencyExponent(currency));

/** Minor units of `coin` worth `fiatMinor` of `fiat`. */
export function fiatToCrypto(
  fiatMinor: number,
  fiat: CurrencyCode,
  coin: CurrencyCode,
  rate: string,
  rounding: Rounding,
): number {
  const { digits, scale } = rateParts(rate);
  // fiat / rate, both sides in minor units: fiatMinor·10^coinExp·scale / (digits·10^fiatExp).
  return divide(BigInt(fiatMinor) * pow10(coin) * scale, digits * pow10(fiat), rounding);
}

/** Minor units of `fiat` worth `coinMinor` of `coin`. */
export function cryptoToFiat(
  coinMinor: number,
  coin: CurrencyCode,
  fiat: CurrencyCode,
  rate: string,
  rounding: Rounding,
): number {
  const { digits, scale } = rateParts(rate);
  return divide(BigInt(coinMinor) * digits * pow10(fiat), pow10(coin) * scale, rounding);
}
