import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Analytics } from '@playfront/analytics';
import type { ConsentChoice } from '@playfront/contracts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { OPEN_CONSENT_EVENT, storeConsent } from './consent-cookie.ts';

/**
 * The consent banner: accept, reject, or choose (analytics and, when the operator's legal basis
 * for attribution is consent, partner attribution). Shown by the server to a visitor with no
 * stored choice and no Global Privacy Control signal (GPC is their answer until they say
 * otherwise), and again from the footer's "Cookie settings". In the page's flow below the header
 * (above it, the header's hidden skip link would lie over it), never over the page: it can
 * cover no button, the cashier's submit included.
 */
export function ConsentBanner({ analytics }: { analytics: Analytics | null }) {
  const t = useT();
  const site = useSiteData();
  const consent = site?.consent;
  const [choice, setChoice] = useState<ConsentChoice | null>(consent?.choice ?? null);
  const [open, setOpen] = useState(consent !== undefined && consent.choice === null && !consent.gpc);
  const [choosing, setChoosing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus goes back to once the banner closes: the footer button that opened it, if any.
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const analyticsId = useId();
  const attributionId = useId();

  useEffect(() => {
    const reopen = (event: Event) => {
      opener.current = event.target instanceof HTMLElement ? event.target : null;
      setChoosing(true);
      setOpen(true);
    };
    document.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => {
      document.removeEventListener(OPEN_CONSENT_EVENT, reopen);
    };
  }, []);

  // Opened from the footer: focus moves to the banner (scrolled into view at the top).
  useEffect(() => {
    if (open && opener.current !== null) heading.current?.focus();
  }, [open]);

  if (!open || consent === undefined) return null;
  const asksAttribution = consent.attributionNeedsConsent;

  const decide = (analyticsOn: boolean, attributionOn: boolean) => {
    setChoice(storeConsent(analyticsOn, attributionOn));
    analytics?.setConsent(analyticsOn ? 'granted' : 'denied');
    setOpen(false);
    setChoosing(false);
    // The focused button is about to go: back to the opener, else on to the page.
    const target = opener.current ?? document.getElementById('main');
    opener.current = null;
    if (target !== null) {
      if (target.id === 'main') target.setAttribute('tabindex', '-1');
      target.focus();
    }
  };

  const save = (form: HTMLFormElement) => {
    const data = new FormData(form);
    decide(data.get('analytics') === 'on', asksAttribution && data.get('attribution') === 'on');
  };

  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="consent-banner__title">
        {t('consent.title')}
      </h2>
      <p>
        {t('consent.text')} <Link to="/privacy">{t('consent.privacyLink')}</Link>
      </p>
      {choosing ? (
        <form
          className="consent-banner__choices"
          onSubmit={(event) => {
            event.preventDefault();
            save(event.currentTarget);
          }}
        >
          <fieldset>
            <legend>{t('consent.choicesLegend')}</legend>
            <p className="consent-banner__necessary">{t('consent.necessary')}</p>
            <div className="consent-banner__option">
              <input
                id={analyticsId}
                type="checkbox"
                name="analytics"
                defaultChecked={choice?.analytics ?? false}
              />
              <label htmlFor={analyticsId}>{t('consent.analytics')}</label>
            </div>
            {asksAttribution && (
              <div className="consent-banner__option">
                <input
                  id={attributionId}
                  type="checkbox"
                  name="attribution"
                  defaultChecked={choice?.attribution ?? false}
                />
                <label htmlFor={attributionId}>{t('consent.attribution')}</label>
              </div>
            )}
          </fieldset>
          <div className="consent-banner__actions">
            <button type="submit" className="button button--primary">
              {t('consent.save')}
            </button>
          </div>
        </form>
      ) : (
        <div className="consent-banner__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              decide(true, asksAttribution);
            }}
          >
            {t('consent.accept')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              decide(false, false);
            }}
          >
            {t('consent.reject')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setChoosing(true);
            }}
          >
            {t('consent.choose')}
          </button>
        </div>
      )}
    </section>
  );
}
