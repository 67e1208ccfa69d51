import { Form } from 'react-router';
import type { DepositLimit, DepositLimits } from '@playfront/contracts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';
import { formatBalance } from '../components/format-money.ts';
import { formatTime } from './format-time.ts';
import { limitField, limitInputValue } from './limit-amounts.ts';
import { ProtectionOutcome } from './protection-outcome.tsx';

const LABELS: Readonly<Record<DepositLimit['period'], MessageKey>> = {
  day: 'protection.limits.day',
  week: 'protection.limits.week',
  month: 'protection.limits.month',
};

/** What a period's limit stands at: its use, or none; and a change waiting for its time. */
function LimitStatus({
  limit,
  currency,
  language,
}: {
  limit: DepositLimit;
  currency: string;
  language: string;
}) {
  const t = useT();
  const money = (amount: number) => formatBalance(amount, currency, language);
  const pending = limit.pending;
  return (
    <p id={`${limitField(limit.period)}-status`} className="form__hint">
      {limit.amount === null
        ? t('protection.limits.none')
        : t('protection.limits.status', {
            amount: money(limit.amount),
            used: money(limit.used),
            remaining: money(limit.remaining ?? 0),
          })}
      {pending === null ? null : (
        <>
          {' '}
          <strong>
            {pending.amount === null
              ? t('protection.limits.pendingRemoval', { time: formatTime(pending.effectiveAt, language) })
              : t('protection.limits.pending', {
                  amount: money(pending.amount),
                  time: formatTime(pending.effectiveAt, language),
                })}
          </strong>
        </>
      )}
    </p>
  );
}

/** The deposit limits: each period's limit in force, its use, a waiting change, and the form to change them. */
export function DepositLimitsPart({
  limits,
  language,
  busy,
}: {
  limits: DepositLimits;
  language: string;
  busy: boolean;
}) {
  const t = useT();
  const byPeriod = (period: DepositLimit['period']): DepositLimit =>
    limits.limits.find((limit) => limit.period === period) ?? {
      period,
      amount: null,
      used: 0,
      remaining: null,
      resetsAt: null,
      pending: null,
    };
  return (
    <section className="account-card__part" aria-labelledby="limits-title">
      <h2 id="limits-title">{t('protection.limits.title')}</h2>
      <p className="form__hint">{t('protection.limits.lead')}</p>
      <ProtectionOutcome intent="limits" saved="protection.limits.saved" />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="limits" />
        <p id="limits-hint" className="form__hint">
          {t('protection.limits.hint', { currency: limits.currency })}
        </p>
        {(['day', 'week', 'month'] as const).map((period) => {
          const limit = byPeriod(period);
          const id = limitField(period);
          return (
            <div className="form__row" key={period}>
              <label htmlFor={id}>{t(LABELS[period])}</label>
              <input
                id={id}
                name={id}
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                defaultValue={limitInputValue(limit.amount, limits.currency)}
                aria-describedby={`limits-hint ${id}-status`}
              />
              <LimitStatus limit={limit} currency={limits.currency} language={language} />
            </div>
          );
        })}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('protection.limits.save')}
        </button>
      </Form>
    </section>
  );
}
