import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { webContext } from '../context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';
import { useT } from '../i18n/use-t.ts';
import { FormError } from '../components/form-error.tsx';
import { failureText } from '../session/form-failure.ts';
import { cookieHeaders } from '../session/form-values.ts';
import { pageTitle } from '../session/page-title.ts';
import { recoveryFailure } from './api-message.ts';
import { NewPasswordRow } from '../components/password-rows.tsx';

export const meta = pageTitle('recovery.reset.title');

/** The token comes from the mail's link; it stays in the form, never in a cookie or the log. */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  const answer = await web.api(
    'POST',
    '/api/v1/auth/password-reset/confirm',
    { token: value('token'), newPassword: value('newPassword') },
    { language: detectLanguage(request).language },
  );
  if (answer.status === 204) {
    // Every session ended, this browser's too: its cookie is cleared with the answer.
    return Response.json({ ok: true }, { headers: cookieHeaders(answer.setCookies) });
  }
  return { ok: false as const, error: recoveryFailure(answer) };
}

export default function ResetPassword() {
  const t = useT();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<{ ok: true } | { ok: false; error: ReturnType<typeof recoveryFailure> }>();
  const busy = useNavigation().state === 'submitting';
  const failure = result?.ok === false ? result.error : undefined;
  const askAgain = (
    <p className="auth-card__switch">
      <Link to="/forgot-password">{t('recovery.askAgain')}</Link>
    </p>
  );
  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('recovery.reset.title')}</h1>
      <FormError message={failure === undefined ? undefined : failureText(failure, t)} />
      <p role="status" className="form-success">
        {result?.ok === true ? t('recovery.reset.done') : ''}
      </p>
      {result?.ok === true ? (
        <Link to="/login" className="button button--primary button--block">
          {t('nav.login')}
        </Link>
      ) : token === '' ? (
        <>
          <p className="form__hint">{t('recovery.reset.missing')}</p>
          {askAgain}
        </>
      ) : (
        <>
          <Form method="post" className="form">
            <input type="hidden" name="token" value={token} />
            <NewPasswordRow />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {t('recovery.reset.submit')}
            </button>
          </Form>
          {failure?.badLink === true ? askAgain : null}
        </>
      )}
    </section>
  );
}
