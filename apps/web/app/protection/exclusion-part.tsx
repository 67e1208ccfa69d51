import { Form } from 'react-router';
import { COOL_OFF_DAY_CHOICES, SELF_EXCLUSION_MONTH_CHOICES, type Exclusion } from '@playfront/contracts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';
import { formatTime } from './format-time.ts';
import { ProtectionOutcome } from './protection-outcome.tsx';
import { CurrentPasswordRow } from '../components/password-rows.tsx';

/**
 * The exclusion in force, said plainly (a restricted session sees it here, and the log-in page
 * just after one is taken, as a status).
 */
export function ExclusionInForce({
  exclusion,
  language,
  role = 'note',
}: {
  exclusion: Pick<Exclusion, 'kind' | 'endsAt'>;
  language: string;
  role?: 'note' | 'status';
}) {
  const t = useT();
  const time = formatTime(exclusion.endsAt, language);
  return (
    <div className="protection-notice" role={role}>
      <p>
        <strong>
          {exclusion.kind === 'cool_off'
            ? t('protection.active.coolOff', { time })
            : t('protection.active.selfExclusion', { time })}
        </strong>
      </p>
      <p>{t('protection.active.withdraw')}</p>
    </div>
  );
}

interface ExclusionFormProps {
  readonly intent: 'cool-off' | 'self-exclusion';
  readonly busy: boolean;
}

const TEXTS = {
  'cool-off': {
    title: 'protection.coolOff.title',
    lead: 'protection.coolOff.lead',
    duration: 'protection.coolOff.duration',
    submit: 'protection.coolOff.submit',
  },
  'self-exclusion': {
    title: 'protection.selfExclusion.title',
    lead: 'protection.selfExclusion.lead',
    duration: 'protection.selfExclusion.duration',
    submit: 'protection.selfExclusion.submit',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/** The durations offered, each with its words: days for a break, months for a self-exclusion. */
const CHOICES: Readonly<Record<ExclusionFormProps['intent'], readonly (readonly [number, MessageKey])[]>> = {
  'cool-off': COOL_OFF_DAY_CHOICES.map((days) => [days, `protection.duration.d${days}`] as const),
  'self-exclusion': SELF_EXCLUSION_MONTH_CHOICES.map(
    (months) => [months, `protection.duration.m${months}`] as const,
  ),
};

/**
 * A cool-off or self-exclusion: what it means, its length, and a confirmation step (a box saying
 * it cannot be undone, and the password) before the button does anything.
 */
export function ExclusionForm({ intent, busy }: ExclusionFormProps) {
  const t = useT();
  const texts = TEXTS[intent];
  const id = (name: string) => `${intent}-${name}`;
  return (
    <section className="account-card__part" aria-labelledby={id('title')}>
      <h2 id={id('title')}>{t(texts.title)}</h2>
      <p className="form__hint" id={id('lead')}>
        {t(texts.lead)}
      </p>
      <ProtectionOutcome intent={intent} />
      <Form method="post" className="form" aria-describedby={id('lead')}>
        <input type="hidden" name="intent" value={intent} />
        <div className="form__row">
          <label htmlFor={id('duration')}>{t(texts.duration)}</label>
          <select id={id('duration')} name="duration" defaultValue={String(CHOICES[intent][0]?.[0] ?? '')}>
            {CHOICES[intent].map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__row form__row--check">
          <input id={id('confirm')} name="confirm" type="checkbox" value="yes" required />
          <label htmlFor={id('confirm')}>{t('protection.confirm.understand')}</label>
        </div>
        <CurrentPasswordRow id={id('password')} label="protection.confirm.password" />
        <button type="submit" className="button button--danger" disabled={busy}>
          {t(texts.submit)}
        </button>
      </Form>
    </section>
  );
}
