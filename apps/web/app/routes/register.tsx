import { Form, Link, redirect, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router';
import {
  COUNTRY_RESTRICTED,
  PASSWORD_LENGTH,
  PLAYER_FIELD_MAX_LENGTHS,
  REGISTRATION_EXCLUDED, // protection (decision 066)
} from '@playfront/contracts';
import { webContext } from '../context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';
import { useT } from '../i18n/use-t.ts';
import { failureText, formFailure, type FormFailure } from '../session/form-failure.ts';
import { cookieHeaders, field, playerIdOf } from '../session/form-values.ts';
import { CountrySelect } from '../components/country-select.tsx';
import { FieldProblem, problemProps } from '../components/field-problem.tsx';
import { FormError } from '../components/form-error.tsx';
import { pageTitle } from '../session/page-title.ts';
import { RegistrationLimitFields } from '../protection/registration-limit.tsx';
import { readRegistrationLimit, setRegistrationLimit } from '../protection/registration-limit.server.ts';

export const meta = pageTitle('register.title');

const CURRENCIES = ['EUR', 'USD', 'GBP', 'BRL', 'TRY', 'JPY', 'SEK', 'CAD'] as const;

/** Registers through the players API, passes its session cookie on, and records the event server-side. */
export async function action({ request, context }: ActionFunctionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  const firstName = field(form, 'firstName');
  const lastName = field(form, 'lastName');
  // responsible gambling (decision 060): the optional deposit limit, read before the account exists.
  const limit = readRegistrationLimit(form, detectLanguage(request).language);
  if (!limit.ok) return { error: { key: 'protection.limits.invalid' } satisfies FormFailure };
  const answer = await web.api(
    'POST',
    '/api/v1/auth/register',
    {
      email: field(form, 'email') ?? '',
      password: form.get('password') ?? '',
      country: (field(form, 'country') ?? '').toUpperCase(),
      currency: field(form, 'currency') ?? 'EUR',
      ...(firstName === undefined ? {} : { firstName }),
      ...(lastName === undefined ? {} : { lastName }),
    },
    { language: detectLanguage(request).language },
  );
  if (answer.status === 201) {
    if (limit.limit !== null) {
      await setRegistrationLimit(web, limit.limit, answer, detectLanguage(request).language);
    }
    await web.trackServerEvent('registration_completed', playerIdOf(answer.body));
    return redirect('/', { headers: cookieHeaders(answer.setCookies) });
  }
  return {
    error: formFailure(answer, {
      EMAIL_TAKEN: 'error.emailTaken',
      // The interlayer's own words for the same refusal.
      [COUNTRY_RESTRICTED]: 'interlayer.restricted',
      /* protection: the operator's exclusion register (decision 066) */
      [REGISTRATION_EXCLUDED]: 'protection.registrationExcluded',
    }),
  };
}

export default function Register() {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const problems = result?.error.fields;
  return (
    <section className="card auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <FormError message={result === undefined ? undefined : failureText(result.error, t)} />
      <Form method="post" className="form">
        <div className="form__row">
          <label htmlFor="firstName">{t('form.firstName')}</label>
          <input
            id="firstName"
            name="firstName"
            autoComplete="given-name"
            maxLength={PLAYER_FIELD_MAX_LENGTHS.name}
            {...problemProps('firstName', problems)}
          />
          <FieldProblem id="firstName" problems={problems} />
        </div>
        <div className="form__row">
          <label htmlFor="lastName">{t('form.lastName')}</label>
          <input
            id="lastName"
            name="lastName"
            autoComplete="family-name"
            maxLength={PLAYER_FIELD_MAX_LENGTHS.name}
            {...problemProps('lastName', problems)}
          />
          <FieldProblem id="lastName" problems={problems} />
        </div>
        <div className="form__row">
          <label htmlFor="email">{t('form.email')}</label>
          <input
            // Addresses read left to right in every language.
            dir="ltr"
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={PLAYER_FIELD_MAX_LENGTHS.email}
            {...problemProps('email', problems)}
          />
          <FieldProblem id="email" problems={problems} />
        </div>
        <div className="form__row">
          <label htmlFor="password">{t('form.password')}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_LENGTH.min}
            maxLength={PASSWORD_LENGTH.max}
            required
            {...problemProps('password', problems, 'password-hint')}
          />
          <p id="password-hint" className="form__hint">
            {t('form.passwordHint')}
          </p>
          <FieldProblem id="password" problems={problems} />
        </div>
        <div className="form__row">
          <label htmlFor="country">{t('form.country')}</label>
          <CountrySelect
            id="country"
            name="country"
            required
            placeholder={t('form.countryChoose')}
            describedBy={problemProps('country', problems)}
          />
          <FieldProblem id="country" problems={problems} />
        </div>
        <div className="form__row">
          <label htmlFor="currency">{t('form.currency')}</label>
          <select id="currency" name="currency" defaultValue="EUR">
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </div>
        {/* responsible gambling */}
        <RegistrationLimitFields />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('register.submit')}
        </button>
      </Form>
      <p className="auth-card__switch">
        {t('register.haveAccount')} <Link to="/login">{t('nav.login')}</Link>
      </p>
    </section>
  );
}
