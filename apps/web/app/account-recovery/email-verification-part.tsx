import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { VerificationStatus } from './email-verification-status.ts';

const STATUS_ROUTE = '/account/email-verification';

/**
 * The account page's e-mail verification: verified or not (cashouts wait for it), and a button
 * that mails a new link. Reads its own resource route, so the account page's loader stays as it is.
 */
export function EmailVerificationPart() {
  const t = useT();
  const status = useFetcher<VerificationStatus | null>();
  const resend = useFetcher<VerificationStatus | null>();
  const { load, state, data } = status;
  useEffect(() => {
    if (state === 'idle' && data === undefined) void load(STATUS_ROUTE);
  }, [load, state, data]);
  const verified = data?.verified;
  return (
    <section
      className="account-card__part"
      aria-labelledby="email-verification-title"
      id="email-verification"
    >
      <h2 id="email-verification-title">{t('recovery.account.title')}</h2>
      <p aria-live="polite" className="form__hint">
        {verified === undefined
          ? ''
          : verified
            ? t('recovery.account.verified')
            : t('recovery.account.unverified')}
      </p>
      {verified === false ? (
        <resend.Form method="post" action={STATUS_ROUTE} className="form">
          <p role="status" className="form-success">
            {resend.data?.sent === true ? t('recovery.account.sent') : ''}
          </p>
          <button type="submit" className="button" disabled={resend.state !== 'idle'}>
            {t('recovery.account.resend')}
          </button>
        </resend.Form>
      ) : null}
    </section>
  );
}
