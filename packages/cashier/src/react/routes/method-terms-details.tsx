import type { JSX } from 'react';
import type { CurrencyCode, MethodView } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashier } from '../use-cashier.ts';
import { commissionText, processingText } from './terms-text.ts';
import { methodName } from '../methods/method-name.ts';

/** One method's limits, processing time and fee, folded under its brand. */
export function MethodTerms({
  method,
  currency,
}: {
  method: MethodView;
  currency: CurrencyCode;
}): JSX.Element {
  const { t, locale } = useCashier();
  const processing = processingText(method.processingTime, t);
  return (
    <details className="pf-cashier-terms-method">
      <summary>{methodName(method.id, method.brand, t)}</summary>
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
