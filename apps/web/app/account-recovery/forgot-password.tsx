import { Form, Link, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router';
import { webContext } from '../context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';
import { useT } from '../i18n/use-t.ts';
import { FormError } from '../components/form-error.tsx';
import { failureText, formFailure } from '../session/form-failure.ts';
import { field } from '../session/form-values.ts';
import { pageTitle } from '../session/page-title.ts';

export const meta = pageTitle('recovery.forgot.title');

/** Asks for a reset link; the API answers the same whether or not an account has the address. */
export async function action({ request, context }: ActionFunctionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  const answer = await web.api(
    'POST',
    '/api/v1/auth/password-reset',
    { email: field(form, 'email') ?? '' },
    // The mail is written in the page's language.
    { language: detectLanguage(request).language },
  );
  return answer.status === 204 ? { ok: true as const } : { ok: false as const, error: formFailure(answer) };
}

export default function ForgotPassword() {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('recovery.forgot.title')}</h1>
      <p className="form__hint">{t('recovery.forgot.lead')}</p>
      <FormError message={result?.ok === false ? failureText(result.error, t) : undefined} />
      <p role="status" className="form-success">
        {result?.ok === true ? t('recovery.forgot.sent') : ''}
      </p>
      <Form method="post" className="form">
        <div className="form__row">
          <label htmlFor="email">{t('form.email')}</label>
          <input id="email" name="email" type="email" dir="ltr" autoComplete="email" required />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('recovery.forgot.submit')}
        </button>
      </Form>
      <p className="auth-card__switch">
        <Link to="/login">{t('nav.login')}</Link>
      </p>
    </section>
  );
}
