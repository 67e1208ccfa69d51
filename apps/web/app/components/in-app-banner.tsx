import { useState } from 'react';
import { useLocation } from 'react-router';
import { androidIntentUrl, IN_APP_BANNER_COOKIE } from '../session/in-app-browser.ts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';

/**
 * In a social app's browser: offers the system browser (intent link on Android, steps on iOS).
 * The visitor can hide it for the rest of the browser session (a session cookie, so the server
 * leaves it out of the next pages too); payments still stay in the tab.
 */
export function InAppBanner() {
  const t = useT();
  const site = useSiteData();
  const { pathname, search } = useLocation();
  const [hidden, setHidden] = useState(false);
  const inApp = site?.inApp ?? null;
  if (inApp === null || site === undefined || site.inAppBannerHidden || hidden) return null;

  const hide = () => {
    document.cookie = `${IN_APP_BANNER_COOKIE}=1; Path=/; SameSite=Lax`;
    setHidden(true);
    // The button is about to go: focus moves on to the page rather than falling to <body>.
    const main = document.getElementById('main');
    if (main !== null) {
      main.tabIndex = -1;
      main.focus();
    }
  };

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
      <button type="button" className="button button--ghost in-app-banner__hide" onClick={hide}>
        {t('inapp.hide')}
      </button>
    </aside>
  );
}
