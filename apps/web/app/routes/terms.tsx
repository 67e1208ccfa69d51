import { Link } from 'react-router';
import { LegalPage } from '../components/legal-page.tsx';
import { useT } from '../i18n/use-t.ts';
import { pageTitle } from '../session/page-title.ts';

export const meta = pageTitle('terms.title');

/** `/terms`: the site's terms, readable before log-in; the payment terms live in the cashier. */
export default function Terms() {
  const t = useT();
  return (
    <LegalPage title="terms.title" lead="terms.lead" paragraphs={['terms.age', 'terms.money', 'terms.fair']}>
      <p>
        <Link to="/cashier/terms-and-conditions">{t('terms.payments')}</Link>
      </p>
    </LegalPage>
  );
}
