import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { MIN_PLAYER_AGE_YEARS, PLAYER_FIELD_MAX_LENGTHS } from '@playfront/contracts';
import { webContext } from '../context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';
import { cookieHeaders, field } from '../session/form-values.ts';
import { failureText, formFailure, type FormFailure } from '../session/form-failure.ts';
import { CountrySelect } from '../components/country-select.tsx';
import { FieldProblem, problemProps } from '../components/field-problem.tsx';
import { FormError } from '../components/form-error.tsx';
import { pageTitle } from '../session/page-title.ts';
import { KycStatusBadge } from '../kyc/kyc-status.tsx';
import { usePolledVerification } from '../kyc/use-polled-verification.ts';
import { EmailVerificationPart } from '../account-recovery/email-verification-part.tsx';
import { AccountProtectionPart } from '../protection/account-protection-part.tsx';
import { YourDataPart } from '../privacy/your-data-part.tsx';
import { CurrentPasswordRow, NewPasswordRow } from '../components/password-rows.tsx';

export const meta = pageTitle('account.title');

export function loader({ context }: LoaderFunctionArgs) {
  const player = context.get(webContext).player;
  if (player === null) throw redirect('/login');
  return { player };
}

/** Fields the form edits; a blank one is sent as null, which clears it (savePlayerFields). */
const NULLABLE = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'address',
  'city',
  'postalCode',
  'phone',
] as const;

/** The account page's forms: its details, the e-mail, the password, log out everywhere. */
const INTENTS = ['details', 'email', 'password', 'logout-all'] as const;
type Intent = (typeof INTENTS)[number];

type ActionResult =
  | { readonly intent: Intent; readonly ok: true }
  | { readonly intent: Intent; readonly ok: false; readonly error: FormFailure };

/** A password field as typed: never trimmed (spaces may be part of it). */
const password = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function action({ request, context }: ActionFunctionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  const intent = INTENTS.find((name) => name === form.get('intent')) ?? 'details';
  // Account refusals come worded by the API in the page's language.
  const language = { language: detectLanguage(request).language };
  const EMAIL_TAKEN: Readonly<Record<string, MessageKey>> = { EMAIL_TAKEN: 'error.emailTaken' };

  if (intent === 'logout-all') {
    const answer = await web.api('POST', '/api/v1/auth/logout-all');
    return redirect('/login', { headers: cookieHeaders(answer.setCookies) });
  }
  if (intent === 'email') {
    const answer = await web.api(
      'POST',
      '/api/v1/auth/email',
      { email: field(form, 'email') ?? '', currentPassword: password(form, 'currentPassword') },
      language,
    );
    return answer.status === 200
      ? ({ intent, ok: true } satisfies ActionResult)
      : ({ intent, ok: false, error: formFailure(answer, EMAIL_TAKEN) } satisfies ActionResult);
  }
  if (intent === 'password') {
    const answer = await web.api(
      'POST',
      '/api/v1/auth/password',
      { currentPassword: password(form, 'currentPassword'), newPassword: password(form, 'newPassword') },
      language,
    );
    return answer.status === 204
      ? ({ intent, ok: true } satisfies ActionResult)
      : ({ intent, ok: false, error: formFailure(answer) } satisfies ActionResult);
  }

  const body: Record<string, string | null> = {};
  for (const name of NULLABLE) body[name] = field(form, name) ?? null;
  const country = field(form, 'country');
  if (country !== undefined) body.country = country.toUpperCase();
  const answer = await web.api('PATCH', '/api/v1/player', body, language);
  return answer.status === 200
    ? ({ intent, ok: true } satisfies ActionResult)
    : ({ intent, ok: false, error: formFailure(answer, EMAIL_TAKEN) } satisfies ActionResult);
}

/** The outcome of one form, below its heading: an alert on failure, a status on success. */
function Outcome({ intent, saved }: { intent: Intent; saved: MessageKey }) {
  const t = useT();
  const result = useActionData<typeof action>();
  const mine = result !== undefined && result.intent === intent ? result : undefined;
  return (
    <>
      <FormError message={mine !== undefined && !mine.ok ? failureText(mine.error, t) : undefined} />
      <p role="status" className="form-success">
        {mine?.ok === true ? t(saved) : ''}
      </p>
    </>
  );
}

/** A form whose fields (passwords) are emptied once its change went through. */
function ResettingForm({ intent, children }: { intent: Intent; children: ReactNode }) {
  const result = useActionData<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  const done = result?.intent === intent && result.ok;
  useEffect(() => {
    if (done) form.current?.reset();
  }, [done, result]);
  return (
    <Form ref={form} method="post" className="form">
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

export default function Account() {
  const t = useT();
  const { player } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  const [kycStatus, setKycStatus] = useState(player.kycStatus);
  usePolledVerification(
    kycStatus,
    useCallback((verification) => {
      setKycStatus(verification.status);
    }, []),
  );
  const text = (name: 'firstName' | 'lastName' | 'address' | 'city' | 'postalCode' | 'phone' | 'birthDate') =>
    player[name] ?? '';
  const result = useActionData<typeof action>();
  const problems = result?.intent === 'details' && !result.ok ? result.error.fields : undefined;
  // Only adults play: the date picker stops at the latest birth date allowed (the API checks too).
  const today = new Date();
  const latestBirthDate = new Date(
    Date.UTC(today.getUTCFullYear() - MIN_PLAYER_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()),
  )
    .toISOString()
    .slice(0, 10);
  /** A text field of the details form, with its refusal below it. */
  const row = (
    name: 'firstName' | 'lastName' | 'address' | 'city' | 'postalCode',
    label: MessageKey,
    autoComplete: string,
    maxLength: number,
  ) => (
    <div className="form__row">
      <label htmlFor={name}>{t(label)}</label>
      <input
        id={name}
        name={name}
        autoComplete={autoComplete}
        maxLength={maxLength}
        defaultValue={text(name)}
        {...problemProps(name, problems)}
      />
      <FieldProblem id={name} problems={problems} />
    </div>
  );

  return (
    <section className="card account-card" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <p className="account-card__email">
        <bdi>{player.email}</bdi>
      </p>

      <section className="account-card__part" aria-labelledby="kyc-title">
        <h2 id="kyc-title">{t('kyc.title')}</h2>
        <div aria-live="polite">
          <KycStatusBadge status={kycStatus} />
        </div>
        {kycStatus === 'verified' ? null : (
          <Link to="/account/verification" className="button">
            {t('kyc.accountLink')}
          </Link>
        )}
      </section>

      {/* account-recovery */}
      <EmailVerificationPart />

      {/* responsible gambling */}
      <AccountProtectionPart />

      <section className="account-card__part" aria-labelledby="details-title">
        <h2 id="details-title">{t('account.details')}</h2>
        <Outcome intent="details" saved="account.saved" />
        <Form method="post" className="form form--grid">
          <input type="hidden" name="intent" value="details" />
          {row('firstName', 'form.firstName', 'given-name', PLAYER_FIELD_MAX_LENGTHS.name)}
          {row('lastName', 'form.lastName', 'family-name', PLAYER_FIELD_MAX_LENGTHS.name)}
          <div className="form__row">
            <label htmlFor="gender">{t('form.gender')}</label>
            <select id="gender" name="gender" defaultValue={player.gender ?? ''}>
              <option value="">{t('form.genderNone')}</option>
              <option value="m">{t('form.genderM')}</option>
              <option value="f">{t('form.genderF')}</option>
            </select>
          </div>
          <div className="form__row">
            <label htmlFor="birthDate">{t('form.birthDate')}</label>
            <input
              id="birthDate"
              name="birthDate"
              type="date"
              autoComplete="bday"
              max={latestBirthDate}
              defaultValue={text('birthDate')}
              {...problemProps('birthDate', problems)}
            />
            <FieldProblem id="birthDate" problems={problems} />
          </div>
          <div className="form__row">
            <label htmlFor="phone">{t('form.phone')}</label>
            <input
              dir="ltr"
              id="phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={text('phone')}
              {...problemProps('phone', problems)}
            />
            <FieldProblem id="phone" problems={problems} />
          </div>
          {row('address', 'form.address', 'street-address', PLAYER_FIELD_MAX_LENGTHS.address)}
          {row('city', 'form.city', 'address-level2', PLAYER_FIELD_MAX_LENGTHS.city)}
          {row('postalCode', 'form.postalCode', 'postal-code', PLAYER_FIELD_MAX_LENGTHS.postalCode)}
          <div className="form__row">
            <label htmlFor="country">{t('form.country')}</label>
            <CountrySelect
              id="country"
              name="country"
              defaultValue={player.country}
              placeholder={t('form.countryChoose')}
              describedBy={problemProps('country', problems)}
            />
            <FieldProblem id="country" problems={problems} />
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('account.save')}
          </button>
        </Form>
      </section>

      <section className="account-card__part" aria-labelledby="email-title">
        <h2 id="email-title">{t('account.signIn')}</h2>
        <Outcome intent="email" saved="account.emailChanged" />
        <ResettingForm intent="email">
          <div className="form__row">
            <label htmlFor="email">{t('form.email')}</label>
            <input
              key={player.email}
              // Addresses read left to right in every language.
              dir="ltr"
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={player.email}
            />
          </div>
          <CurrentPasswordRow id="email-current-password" />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('account.changeEmail')}
          </button>
        </ResettingForm>
      </section>

      <section className="account-card__part" aria-labelledby="password-title">
        <h2 id="password-title">{t('account.password')}</h2>
        <Outcome intent="password" saved="account.passwordChanged" />
        <ResettingForm intent="password">
          <CurrentPasswordRow id="password-current-password" />
          <NewPasswordRow />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('account.changePassword')}
          </button>
        </ResettingForm>
      </section>

      <section className="account-card__part" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('account.sessions')}</h2>
        <p className="form__hint">{t('account.logoutAllHint')}</p>
        <Form method="post" className="form">
          <input type="hidden" name="intent" value="logout-all" />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t('account.logoutAll')}
          </button>
        </Form>
      </section>

      {/* privacy */}
      <YourDataPart />
    </section>
  );
}
