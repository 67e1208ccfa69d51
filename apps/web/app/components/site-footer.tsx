import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { CookieSettingsButton } from '../consent/index.ts';

export function SiteFooter() {
  const t = useT();
  const license = useSiteData()?.license ?? '';
  return (
    <footer className="site-footer">
      <p>
        <span className="age-badge">18+</span> {t('footer.responsible')}
      </p>
      <p>{t('footer.license', { license: license.toUpperCase() })}</p>
      <nav aria-label={t('footer.nav')}>
        <Link to="/terms">{t('footer.terms')}</Link> <Link to="/privacy">{t('nav.privacy')}</Link>{' '}
        <Link to="/support">{t('nav.support')}</Link>
        {/* consent */} <CookieSettingsButton />
      </nav>
      <p className="site-footer__legal">{t('footer.legal')}</p>
    </footer>
  );
}
