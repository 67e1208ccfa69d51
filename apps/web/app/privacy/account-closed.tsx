import { Link, redirect, type LoaderFunctionArgs } from 'react-router';
import { webContext } from '../context.ts';
import { useT } from '../i18n/use-t.ts';
import { pageTitle } from '../session/page-title.ts';

export const meta = pageTitle('yourData.closed.title');

/** Only a visitor without a session sees it: a logged-in player's account is open. */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.get(webContext).player !== null) throw redirect('/account');
  return null;
}

/** Where the player lands once their account is erased (logged out, nothing of theirs shown). */
export default function AccountClosed() {
  const t = useT();
  return (
    <section className="card account-card" aria-labelledby="closed-title">
      <h1 id="closed-title">{t('yourData.closed.title')}</h1>
      <p role="status">{t('yourData.closed.text')}</p>
      <Link to="/" className="button button--primary">
        {t('yourData.closed.home')}
      </Link>
    </section>
  );
}
