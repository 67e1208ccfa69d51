import type { Commission, CurrencyCode, CurrencyLimit, ProcessingTime } from '@playfront/contracts';
import { listFormat, numberFormat } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { durationText } from '../i18n/duration-text.ts';
import type { Translate } from '../i18n/messages.ts';

// A list of 90 methods repeats a handful of limits and fees: each text is formatted once (the
// Intl formatters themselves are shared too, see @playfront/contracts' intl-formatters).
const texts = new Map<string, string>();
const CACHE_LIMIT = 1_000;

function cached(key: string, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= CACHE_LIMIT) texts.clear();
    text = make();
    texts.set(key, text);
  }
  return text;
}

function money(minor: number, currency: CurrencyCode, locale: string): string {
  return cached(`m|${locale}|${currency}|${String(minor)}`, () => formatMoney(minor, currency, locale));
}

/** Basis points as a percentage in the player's locale (250 gives `2.5%`; exact: 2 decimals at most). */
export function percent(basisPoints: number, locale: string): string {
  return cached(`p|${locale}|${String(basisPoints)}`, () =>
    numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000),
  );
}

/** How long the method takes, in words (`Instant`, `1–3 business days`); `''` when not stated. */
export function processingTimeText(time: ProcessingTime, t: Translate): string {
  switch (time.type) {
    case 'instant':
      return t('methods.time.instant');
    case 'range':
    case 'static':
      return durationText(time, t);
    case 'none':
      return '';
  }
}

/** The method's fee in words (`Fee 2.5%`, `No fee`). */
export function commissionText(
  commission: Commission,
  currency: CurrencyCode,
  t: Translate,
  locale: string,
): string {
  const fixed = (amounts: readonly { currency: CurrencyCode; amount: number }[]) =>
    money(amounts.find((entry) => entry.currency === currency)?.amount ?? 0, currency, locale);
  switch (commission.type) {
    case 'percent':
      return t('methods.fee.percent', { percent: percent(commission.basisPoints, locale) });
    case 'range-percent':
      return t('methods.fee.range-percent', {
        from: percent(commission.fromBasisPoints, locale),
        to: percent(commission.toBasisPoints, locale),
      });
    case 'fixed':
      return t('methods.fee.fixed', { amount: fixed(commission.amounts) });
    case 'mixed':
      return t('methods.fee.mixed', {
        percent: percent(commission.basisPoints, locale),
        amount: fixed(commission.amounts),
      });
    case 'float':
      return t('methods.fee.float');
    case 'none':
      return t('methods.fee.none');
  }
}

/** The method's limits in words (`From €10.00 to €5,000.00`). */
export function limitsText(limits: CurrencyLimit | undefined, t: Translate, locale: string): string {
  if (limits === undefined) return t('methods.limits.none');
  return t('methods.limits', {
    min: money(limits.min, limits.currency, locale),
    max: money(limits.max, limits.currency, locale),
  });
}

/**
 * Builds the formatters the method list uses before its data arrives. The first Intl object a
 * page builds loads the locale data (about 140 ms in Chromium at 4x CPU slowdown, once per
 * page); done while the methods request is in flight, it is off the path from the answer to a
 * usable list. A host that already formats numbers or plurals (i18next does) has paid it.
 */
export function prepareTerms(currency: CurrencyCode, locale: string): void {
  money(0, currency, locale);
  percent(0, locale);
  numberFormat(locale).format(0);
  // The on-ramp pair lists its currencies (ICU builds each kind of formatter's data on first use).
  listFormat(locale, { type: 'conjunction' });
}
