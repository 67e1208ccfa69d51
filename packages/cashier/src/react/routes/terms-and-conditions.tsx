import { useEffect, useId, useRef, useState, type JSX } from 'react';
import type {
  Commission,
  CurrencyCode,
  GetMethodsResponse,
  MethodView,
  PaymentAction,
  ProcessingTime,
} from '@playfront/contracts';
import type { CashierError } from '../../core/errors.ts';
import { formatMoney } from '../../core/money/format-money.ts';
import { durationText } from '../i18n/duration-text.ts';
import type { Translate } from '../i18n/messages.ts';
import { useCashier } from '../use-cashier.ts';

export interface TermsRouteProps {
  action: PaymentAction;
  currency: CurrencyCode;
}

type Outcome =
  { key: string; ok: true; data: GetMethodsResponse } | { key: string; ok: false; error: CashierError };

/** The general topics, in the order the player reads them; each has a heading and a paragraph. */
const GENERAL_TOPICS = ['limits', 'processing', 'fees', 'cashout', 'responsible'] as const;

/** Basis points to a percentage in the player's locale (250 gives `2.5%`). */
function formatPercent(basisPoints: number, locale: string): string {
  // Basis points are integers, so dividing by 10 000 and showing at most 2 decimals is exact.
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** The processing time as text, or undefined for `none` (the provider states nothing). */
function processingText(time: ProcessingTime, t: Translate): string | undefined {
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

function commissionText(
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

function MethodTerms({ method, currency }: { method: MethodView; currency: CurrencyCode }): JSX.Element {
  const { t, locale } = useCashier();
  const processing = processingText(method.processingTime, t);
  return (
    <details className="pf-cashier-terms-method">
      <summary>{method.brand}</summary>
      <dl className="pf-cashier-terms-list">
        {method.limits && (
          <div>
            <dt>{t('terms.limits')}</dt>
            <dd>
              {t('terms.limits.value', {
                min: formatMoney(method.limits.min, method.limits.currency, locale),
                max: formatMoney(method.limits.max, method.limits.currency, locale),
              })}
            </dd>
          </div>
        )}
        {processing !== undefined && (
          <div>
            <dt>{t('terms.processing')}</dt>
            <dd>{processing}</dd>
          </div>
        )}
        <div>
          <dt>{t('terms.commission')}</dt>
          <dd>{commissionText(method.commission, currency, t, locale)}</dd>
        </div>
      </dl>
    </details>
  );
}

/** Terms and conditions: the cashier's general terms, then each method's limits, time and fee. */
export function TermsRoute({ action, currency }: TermsRouteProps): JSX.Element {
  const { client, t } = useCashier();
  const ids = useId();
  const methodsHeading = useRef<HTMLHeadingElement>(null);
  const [retries, setRetries] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const key = JSON.stringify([action, currency, retries]);

  useEffect(() => {
    const controller = new AbortController();
    void client.getMethods({ action, currency }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setOutcome(result.ok ? { key, ok: true, data: result.data } : { key, ok: false, error: result.error });
    });
    return () => {
      controller.abort();
    };
  }, [client, action, currency, key]);

  const loading = outcome?.key !== key;
  const error = !loading && !outcome.ok ? outcome.error : undefined;
  // A method with no limits in this currency cannot be used in it, so it states no terms here.
  const methods =
    !loading && outcome.ok ? outcome.data.methods.filter((method) => method.limits !== undefined) : [];

  return (
    <section className="pf-cashier-terms" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="pf-cashier-route-title">
        {t('terms.title')}
      </h2>

      <section className="pf-cashier-terms-general" aria-labelledby={`${ids}-general`}>
        <h3 id={`${ids}-general`}>{t('terms.general.title')}</h3>
        {GENERAL_TOPICS.map((topic) => (
          <div key={topic} className="pf-cashier-terms-topic">
            <h4>{t(`terms.general.${topic}.title`)}</h4>
            <p>{t(`terms.general.${topic}`)}</p>
          </div>
        ))}
      </section>

      <section className="pf-cashier-terms-methods" aria-labelledby={`${ids}-methods`}>
        <h3 id={`${ids}-methods`} ref={methodsHeading} tabIndex={-1}>
          {t('terms.methods.title')}
        </h3>
        <p>{t('terms.methods.intro', { action: t(`terms.action.${action}`), currency })}</p>
        <div className="pf-cashier-terms-methods-body" aria-busy={loading}>
          {loading && <p className="pf-cashier-route-loading">{t('terms.loading')}</p>}
          {error && (
            <div className="pf-cashier-route-error" role="alert">
              <p>{t('terms.error')}</p>
              {error.reference !== undefined && (
                <p>{t('terms.error.reference', { reference: error.reference })}</p>
              )}
              <button
                type="button"
                className="pf-cashier-button"
                onClick={() => {
                  setRetries((count) => count + 1);
                  // The button goes away with the error; keep focus in the section, not on <body>.
                  methodsHeading.current?.focus();
                }}
              >
                {t('terms.retry')}
              </button>
            </div>
          )}
          {!loading && !error && methods.length === 0 && (
            <p className="pf-cashier-route-empty">{t('terms.methods.none')}</p>
          )}
          {methods.map((method) => (
            <MethodTerms key={method.id} method={method} currency={currency} />
          ))}
        </div>
      </section>
    </section>
  );
}
