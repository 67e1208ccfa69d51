import { currencyExponent, minorToDecimal, separatorsOf, type CurrencyCode } from '@playfront/contracts';
import { createNumberMask } from '../../core/masks/number-mask.ts';

/**
 * An amount as the widget writes it into the amount input (a quick amount): the spec's number
 * mask with the locale's thousands separator and decimal mark and the currency's decimals
 * (2 without a currency). Only the widget's own text goes through it; what the player types is
 * never rewritten (docs/decisions/023-amounts-read-by-the-locale-never-rewritten.md).
 */
export function amountInputText(minor: number, currency: CurrencyCode | undefined, locale: string): string {
  const exponent = currency === undefined ? 2 : currencyExponent(currency);
  const { group, decimal } = separatorsOf(locale);
  const mask = createNumberMask({
    scale: exponent,
    thousandsSeparator: group,
    radix: decimal,
    padDecimals: true,
  });
  return mask.format(minorToDecimal(minor, exponent));
}
