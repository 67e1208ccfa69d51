import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { SUPPORT_MESSAGE_LIMITS } from '@playfront/contracts';
import { FormError } from '../components/form-error.tsx';
import { useT } from '../i18n/use-t.ts';
import type { ContactResult } from './contact-result.ts';

export interface ContactFormProps {
  /** The support team's address, offered beside the form; hidden when unknown. */
  readonly email: string | null;
  /** Pre-filled reply address (a logged-in player's). */
  readonly defaultEmail?: string;
}

/**
 * Writing to the support team when the live chat is not there: posts to `/support` (its action
 * stores the message) without leaving the page, and says the reference once it is sent.
 */
export function ContactForm({ email, defaultEmail }: ContactFormProps) {
  const t = useT();
  const ids = useId();
  const fetcher = useFetcher<ContactResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const sent = result !== undefined && 'sent' in result ? result.sent : undefined;
  useEffect(() => {
    if (sent !== undefined) form.current?.reset();
  }, [sent]);

  return (
    <section className="card support-part" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('support.contact.title')}</h2>
      <p>{t('support.contact.lead')}</p>
      {email !== null && (
        <p>
          {t('support.contact.mail')} <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      <FormError message={result !== undefined && 'error' in result ? t(result.error) : undefined} />
      <p role="status" className="form-success">
        {/* Isolated left-to-right, so the reference's hyphens keep their order in Arabic text. */}
        {sent === undefined ? '' : t('support.contact.sent', { reference: `\u2066${sent}\u2069` })}
      </p>
      <fetcher.Form ref={form} method="post" action="/support" className="form">
        <div className="form__row">
          <label htmlFor={`${ids}-name`}>{t('support.contact.name')}</label>
          <input id={`${ids}-name`} name="name" autoComplete="name" maxLength={SUPPORT_MESSAGE_LIMITS.name} />
        </div>
        <div className="form__row">
          <label htmlFor={`${ids}-email`}>{t('form.email')}</label>
          <input
            id={`${ids}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={SUPPORT_MESSAGE_LIMITS.email}
            defaultValue={defaultEmail}
          />
        </div>
        <div className="form__row">
          <label htmlFor={`${ids}-message`}>{t('support.contact.message')}</label>
          <textarea
            id={`${ids}-message`}
            name="message"
            required
            rows={5}
            maxLength={SUPPORT_MESSAGE_LIMITS.message}
            aria-describedby={`${ids}-hint`}
          />
          <p id={`${ids}-hint`} className="form__hint">
            {t('support.contact.messageHint')}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
          {t('support.contact.send')}
        </button>
      </fetcher.Form>
    </section>
  );
}
