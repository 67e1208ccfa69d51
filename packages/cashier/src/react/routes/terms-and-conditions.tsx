import { useEffect, useId, useRef, useState, type JSX } from 'react';
import type { CurrencyCode, GetMethodsResponse, PaymentAction } from '@playfront/contracts';
import type { CashierError } from '../../core/errors.ts';
import { useCashier } from '../use-cashier.ts';
import { MethodTerms } from './method-terms-details.tsx';

export interface TermsRouteProps {
  action: PaymentAction;
  currency: CurrencyCode;
}

type Outcome =
  { key: string; ok: true; data: GetMethodsResponse } | { key: string; ok: false; error: CashierError };

/** The general topics, in the order the player reads them; each has a heading and a paragraph. */
const GENERAL_TOPICS = ['limits', 'processing', 'fees', 'cashout', 'responsible'] as const;

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
