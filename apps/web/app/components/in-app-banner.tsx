import { useLocation } from 'react-router';
import { androidIntentUrl } from '../session/in-app-browser.ts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';

/** In a social app's browser: offers the system browser (intent link on Android, steps on iOS). */
export function InAppBanner() {
  const t = useT();
  const site = useSiteData();
  const { pathname, search } = useLocation();
  const inApp = site?.inApp ?? null;
  if (inApp === null || site === undefined) return null;
  return (
    <aside className="in-app-banner" aria-label={t('inapp.label')}>
      <p>{t('inapp.text', { app: inApp.app })}</p>
      {inApp.platform === 'android' ? (
        <a className="button button--primary" href={androidIntentUrl(`${site.origin}${pathname}${search}`)}>
          {t('inapp.open')}
        </a>
      ) : (
        <p className="in-app-banner__steps">{t('inapp.ios')}</p>
      )}
    </aside>
  );
}
