import { Form } from 'react-router';
import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from '@playfront/contracts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';
import { ProtectionOutcome } from './protection-outcome.tsx';

const LABELS: Readonly<Record<RealityCheckInterval, MessageKey>> = {
  0: 'protection.reality.off',
  15: 'protection.reality.m15',
  30: 'protection.reality.m30',
  60: 'protection.reality.m60',
};

/** The reality check's interval: off, 15, 30 or 60 minutes. */
export function RealityCheckPart({
  intervalMinutes,
  busy,
}: {
  intervalMinutes: RealityCheckInterval;
  busy: boolean;
}) {
  const t = useT();
  return (
    <section className="account-card__part" aria-labelledby="reality-title">
      <h2 id="reality-title">{t('protection.reality.title')}</h2>
      <p className="form__hint">{t('protection.reality.lead')}</p>
      <ProtectionOutcome intent="reality-check" saved="protection.reality.saved" />
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="reality-check" />
        <div className="form__row">
          <label htmlFor="reality-interval">{t('protection.reality.interval')}</label>
          <select id="reality-interval" name="intervalMinutes" defaultValue={String(intervalMinutes)}>
            {REALITY_CHECK_INTERVALS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t(LABELS[minutes])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('protection.reality.save')}
        </button>
      </Form>
    </section>
  );
}
