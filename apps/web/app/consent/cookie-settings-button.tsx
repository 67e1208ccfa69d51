import { useT } from '../i18n/use-t.ts';
import { OPEN_CONSENT_EVENT } from './consent-cookie.ts';

/** The footer's "Cookie settings": reopens the consent banner with the choices shown. */
export function CookieSettingsButton() {
  const t = useT();
  return (
    <button
      type="button"
      className="link-button"
      onClick={(event) => {
        // The banner takes focus, which scrolls it into view.
        event.currentTarget.dispatchEvent(new Event(OPEN_CONSENT_EVENT, { bubbles: true }));
      }}
    >
      {t('footer.cookieSettings')}
    </button>
  );
}
