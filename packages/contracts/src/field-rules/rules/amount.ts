import { isCurrencyCode } from '../../payments/currencies.ts';
import { formatMoney } from '../../payments/format-money.ts';
import { minorToDecimal } from '../../payments/money.ts';
import { parseAmount } from '../../payments/parse-amount.ts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

/**
 * An amount as typed: a number in the locale (`validation.amount.format`), no more decimals than
 * the currency has (`.precision`), above zero (`.positive`), within the method's limits
 * (`.min` / `.max` with the bound as a decimal string) and a safe integer of minor units (`.range`).
 */
export function validateAmount(value: string, context: ValidationContext): ValidationMessage | null {
  const exponent = context.amount?.exponent ?? 2;
  const parsed = parseAmount(value, context.locale ?? 'en', exponent);
  if (!parsed.ok) return message(`validation.amount.${parsed.reason}`);
  if (parsed.minor <= 0) return message('validation.amount.positive');
  const { min, max } = context.amount ?? {};
  // A limit reads as money (`€10.00`) in the currency paid in, as everywhere else.
  const currency = context.currency;
  const limit = (minor: number) =>
    currency !== undefined && isCurrencyCode(currency)
      ? formatMoney(minor, currency, context.locale ?? 'en')
      : minorToDecimal(minor, exponent);
  if (min !== undefined && parsed.minor < min) return message('validation.amount.min', { min: limit(min) });
  if (max !== undefined && parsed.minor > max) return message('validation.amount.max', { max: limit(max) });
  return null;
}
