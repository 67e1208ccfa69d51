import type { Commission, CurrencyCode, ProcessingTime } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { durationText } from '../i18n/duration-text.ts';
import { percent } from '../methods/method-terms.ts';
import type { Translate } from '../i18n/messages.ts';

/** The processing time as text, or undefined for `none` (the provider states nothing). */
export function processingText(time: ProcessingTime, t: Translate): string | undefined {
  switch (time.type) {
    case 'instant':
      return t('terms.processing.instant');
    case 'range':
    case 'static':
      return durationText(time, t);
    case 'none':
      return undefined;
  }
}

/** Flat fees in `currency` when the method states one there, else every stated currency. */
function flatFees(
  amounts: readonly { currency: CurrencyCode; amount: number }[],
  currency: CurrencyCode,
  locale: string,
): string {
  const own = amounts.filter((fee) => fee.currency === currency);
  return (own.length > 0 ? own : amounts)
    .map((fee) => formatMoney(fee.amount, fee.currency, locale))
    .join(' / ');
}

export function commissionText(
  commission: Commission,
  currency: CurrencyCode,
  t: Translate,
  locale: string,
): string {
  switch (commission.type) {
    case 'none':
      return t('terms.commission.none');
    case 'percent':
      return t('terms.commission.percent', { percent: percent(commission.basisPoints, locale) });
    case 'range-percent':
      return t('terms.commission.range-percent', {
        from: percent(commission.fromBasisPoints, locale),
        to: percent(commission.toBasisPoints, locale),
      });
    case 'fixed':
      return t('terms.commission.fixed', { amount: flatFees(commission.amounts, currency, locale) });
    case 'mixed':
      return t('terms.commission.mixed', {
        percent: percent(commission.basisPoints, locale),
        amount: flatFees(commission.amounts, currency, locale),
      });
    case 'float':
      return t(`terms.commission.float.${commission.source}`);
  }
}
