import { DEPOSIT_LIMIT_PERIODS } from '@playfront/contracts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';

const PERIOD_LABELS: Readonly<Record<(typeof DEPOSIT_LIMIT_PERIODS)[number], MessageKey>> = {
  day: 'protection.limits.day',
  week: 'protection.limits.week',
  month: 'protection.limits.month',
};

/**
 * The deposit limit offered at registration (UKGC RTS 12, decision 060): optional, one period and
 * an amount in the currency chosen above; set with the new account's session once it exists.
 */
export function RegistrationLimitFields() {
  const t = useT();
  return (
    <fieldset className="form__row protection-fieldset" aria-describedby="register-limit-lead">
      <legend>{t('protection.register.legend')}</legend>
      <p id="register-limit-lead" className="form__hint">
        {t('protection.register.lead')}
      </p>
      <div className="form__row">
        <label htmlFor="register-limit-period">{t('protection.register.period')}</label>
        <select id="register-limit-period" name="limitPeriod" defaultValue="day">
          {DEPOSIT_LIMIT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(PERIOD_LABELS[period])}
            </option>
          ))}
        </select>
      </div>
      <div className="form__row">
        <label htmlFor="register-limit-amount">{t('protection.register.amount')}</label>
        <input
          id="register-limit-amount"
          name="limitAmount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
        />
      </div>
    </fieldset>
  );
}
