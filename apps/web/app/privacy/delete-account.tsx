import {
  Form,
  Link,
  redirect,
  useActionData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { ERASURE_REFUSAL_CODES, PLAYER_DATA_EXPORT_PATH, PLAYER_ERASURE_PATH } from '@playfront/contracts';
import { webContext } from '../context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';
import { useT } from '../i18n/use-t.ts';
import { FormError } from '../components/form-error.tsx';
import { cookieHeaders, errorCode } from '../session/form-values.ts';
import { failureText, formFailure, type FormFailure } from '../session/form-failure.ts';
import { pageTitle } from '../session/page-title.ts';
import { ACCOUNT_CLOSED_PAGE } from './privacy-pages.ts';
import { CurrentPasswordRow } from '../components/password-rows.tsx';

export const meta = pageTitle('yourData.delete.title');

export function loader({ context }: LoaderFunctionArgs) {
  if (context.get(webContext).player === null) throw redirect('/login');
  return null;
}

const WORDED_BY_API: ReadonlySet<string> = new Set(ERASURE_REFUSAL_CODES);

/**
 * Asks the API to erase the account with the password typed; on success the session cookie is
 * cleared and the player lands on the closed-account page. Refusals (money left, a payment under
 * way, an exclusion running) come worded by the API in the page's language.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = form.get('currentPassword');
  const answer = await context
    .get(webContext)
    .api(
      'POST',
      PLAYER_ERASURE_PATH,
      { currentPassword: typeof password === 'string' ? password : '' },
      { language: detectLanguage(request).language },
    );
  if (answer.status === 200) {
    return redirect(ACCOUNT_CLOSED_PAGE, { headers: cookieHeaders(answer.setCookies) });
  }
  const code = errorCode(answer.body);
  const { message } = answer.body as { message?: unknown };
  const error: FormFailure =
    code !== null && WORDED_BY_API.has(code) && typeof message === 'string'
      ? { text: message }
      : formFailure(answer);
  return { error };
}

/** The confirmation step: what deletion does and keeps, the password, and an explicit "I understand". */
export default function DeleteAccount() {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="card account-card" aria-labelledby="delete-title">
      <h1 id="delete-title">{t('yourData.delete.title')}</h1>
      <p>{t('yourData.delete.intro')}</p>
      <ul className="privacy-list">
        <li>{t('yourData.delete.closed')}</li>
        <li>{t('yourData.delete.erased')}</li>
        <li>{t('yourData.delete.kept')}</li>
        <li>{t('yourData.delete.first')}</li>
      </ul>
      <p>
        <a href={PLAYER_DATA_EXPORT_PATH} download>
          {t('yourData.delete.copyFirst')}
        </a>
      </p>
      <FormError message={result === undefined ? undefined : failureText(result.error, t)} />
      <Form method="post" className="form">
        <CurrentPasswordRow id="delete-current-password" label="yourData.delete.password" />
        <div className="form__row privacy-confirm">
          <input id="delete-understood" name="understood" type="checkbox" required />
          <label htmlFor="delete-understood">{t('yourData.delete.confirm')}</label>
        </div>
        <button type="submit" className="button button--danger" disabled={busy}>
          {t('yourData.delete.submit')}
        </button>
        <Link to="/account" className="button button--ghost">
          {t('yourData.delete.cancel')}
        </Link>
      </Form>
    </section>
  );
}
