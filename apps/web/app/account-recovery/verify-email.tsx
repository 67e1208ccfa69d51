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
import { pageTitle } from '../session/page-title.ts';
import { recoveryFailure } from './api-message.ts';

export const meta = pageTitle('recovery.verify.title');

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/**
 * Confirms with a button, not on opening the page: mail scanners open links, and must not spend
 * the token for the player.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  const token = form.get('token');
  const answer = await web.api(
    'POST',
    '/api/v1/auth/email-verification/confirm',
    { token: typeof token === 'string' ? token : '' },
    { language: detectLanguage(request).language },
  );
  if (answer.status === 200) {
    const { email } = answer.body as { email: string };
    return { ok: true as const, email };
  }
  return { ok: false as const, error: recoveryFailure(answer) };
}

export default function VerifyEmail() {
  const t = useT();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="card auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('recovery.verify.title')}</h1>
      <FormError message={result?.ok === false ? failureText(result.error, t) : undefined} />
      <p role="status" className="form-success">
        {result?.ok === true ? t('recovery.verify.done', { email: result.email }) : ''}
      </p>
      {result?.ok === true ? (
        <Link to="/account" className="button button--primary button--block">
          {t('nav.account')}
        </Link>
      ) : token === '' ? (
        <p className="form__hint">{t('recovery.reset.missing')}</p>
      ) : (
        <>
          <p className="form__hint">{t('recovery.verify.lead')}</p>
          <Form method="post" className="form">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {t('recovery.verify.submit')}
            </button>
          </Form>
        </>
      )}
      {result?.ok === false && result.error.badLink ? (
        <p className="auth-card__switch">
          <Link to="/account">{t('nav.account')}</Link>
        </p>
      ) : null}
    </section>
  );
}
