import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import type { PaymentSummary } from '../../core/submit/commission-summary.ts';
import { useCashier } from '../use-cashier.ts';

/** Amount, fee and what the player pays or receives, before submit. */
export function PaymentSummaryView({
  summary,
  currency,
  action,
}: {
  summary: PaymentSummary;
  currency: CurrencyCode;
  action: PaymentAction;
}) {
  const { t, locale } = useCashier();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <section className="pf-cashier-summary" aria-label={t('summary.heading')}>
      <dl>
        <div>
          <dt>{t('summary.amount')}</dt>
          <dd>{money(summary.amount)}</dd>
        </div>
        <div>
          <dt>{t(summary.estimated ? 'summary.fee_estimated' : 'summary.fee')}</dt>
          <dd>{money(summary.fee)}</dd>
        </div>
        <div>
          <dt>{t(action === 'deposit' ? 'summary.total' : 'summary.net')}</dt>
          <dd>{money(action === 'deposit' ? summary.total : summary.net)}</dd>
        </div>
      </dl>
    </section>
  );
}
