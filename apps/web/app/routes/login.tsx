import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useNavigation,
  type ActionFunctionArgs,
} from 'react-router';
import { webContext } from '../context.ts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';
import { cookieHeaders, field, playerIdOf } from '../session/form-values.ts';
import { FormError } from '../components/form-error.tsx';
import { pageTitle } from '../session/page-title.ts';
import { ExcludedLogInNotice, excludedLogIn } from '../protection/excluded-login.tsx';
import { detectLanguage } from '../i18n/detect-language.ts';

export const meta = pageTitle('login.title');

export async function action({ request, context }: ActionFunctionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  const answer = await web.api(
    'POST',
    '/api/v1/auth/login',
    { email: field(form, 'email') ?? '', password: form.get('password') ?? '' },
    { language: detectLanguage(request).language },
  );
  // responsible gambling (decision 060): no play during a cool-off or self-exclusion; the session
  // the API still opened serves the account and cashouts, so the refusal links to the withdrawal.
  const excluded = excludedLogIn(answer);
  if (excluded !== null) return data({ excluded }, { headers: cookieHeaders(answer.setCookies) });
  if (answer.status === 200) {
    await web.trackServerEvent('login_completed', playerIdOf(answer.body));
    return redirect('/', { headers: cookieHeaders(answer.setCookies) });
  }
  const error: MessageKey =
    answer.status === 401
      ? 'error.invalidCredentials'
      : answer.status === 400
        ? 'error.invalid'
        : 'error.generic';
  return { error };
}

export default function Login() {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {/* responsible gambling */}
      <ExcludedLogInNotice
        refusal={result !== undefined && 'excluded' in result ? result.excluded : undefined}
      />
      <FormError message={result !== undefined && 'error' in result ? t(result.error) : undefined} />
      <Form method="post" className="form">
        <div className="form__row">
          <label htmlFor="email">{t('form.email')}</label>
          <input id="email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="form__row">
          <label htmlFor="password">{t('form.password')}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('login.submit')}
        </button>
      </Form>
      {/* account-recovery */}
      <p className="auth-card__switch">
        <Link to="/forgot-password">{t('recovery.forgotLink')}</Link>
      </p>
      <p className="auth-card__switch">
        {t('login.noAccount')} <Link to="/register">{t('nav.register')}</Link>
      </p>
    </section>
  );
}
