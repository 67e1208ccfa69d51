import type { Commission, CurrencyCode, ProcessingTime } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { durationText } from '../i18n/duration-text.ts';
import type { Translate } from '../i18n/messages.ts';

/** Basis points to a percentage in the player's locale (250 gives `2.5%`). */
function formatPercent(basisPoints: number, locale: string): string {
  // Basis points are integers, so dividing by 10 000 and showing at most 2 decimals is exact.
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

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
      return t('terms.commission.percent', { percent: formatPercent(commission.basisPoints, locale) });
    case 'range-percent':
      return t('terms.commission.range-percent', {
        from: formatPercent(commission.fromBasisPoints, locale),
        to: formatPercent(commission.toBasisPoints, locale),
      });
    case 'fixed':
      return t('terms.commission.fixed', { amount: flatFees(commission.amounts, currency, locale) });
    case 'mixed':
      return t('terms.commission.mixed', {
        percent: formatPercent(commission.basisPoints, locale),
        amount: flatFees(commission.amounts, currency, locale),
      });
    case 'float':
      return t(`terms.commission.float.${commission.source}`);
  }
}
