import { data, Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { pageTitle } from '../session/page-title.ts';

export const meta = pageTitle('error.notFoundTitle');

// A real 404 status for unknown URLs, with the site around it.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const t = useT();
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('error.notFoundTitle')}</h1>
      <p>{t('error.notFoundText')}</p>
      <Link to="/" className="button button--primary">
        {t('nav.home')}
      </Link>
    </section>
  );
}
