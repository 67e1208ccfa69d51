import { LegalPage } from '../components/legal-page.tsx';
import { pageTitle } from '../session/page-title.ts';

export const meta = pageTitle('privacy.title');

/** `/privacy`: what the site keeps and why, readable before log-in. */
export default function Privacy() {
  return (
    <LegalPage
      title="privacy.title"
      lead="privacy.lead"
      paragraphs={['privacy.data', 'privacy.cookies', 'privacy.rights']}
    />
  );
}
