import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { readNavigationTiming } from '@playfront/analytics';
import { useAnalytics } from '@playfront/analytics/react';
import { useSiteData } from '../session/use-site-data.ts';
import { readAttribution } from './attribution.ts';
import { storedConsent } from '../consent/index.ts';

/**
 * Keeps the SDK's identity in step with the session (player id, else 'anonymous'; `flush()`
 * then `reset()` when a player logs out) and sends a `page_view` on every route change, the
 * first with the page's timing metrics.
 */
export function AnalyticsTracker(): null {
  const analytics = useAnalytics();
  const site = useSiteData();
  // protection (decision 066): while a cool-off or self-exclusion is in force the player's
  // marketing events stop: anonymous, no attribution, no page view (a visit would still count
  // for the affiliate through the visitor id).
  const excluded = site?.player?.excluded === true;
  const playerId = excluded ? null : (site?.player?.id ?? null);
  const license = site?.license;
  const country = site?.country ?? undefined;
  // Under the consent basis, the partner attribution only once the visitor agreed (decision 054).
  const askAttribution = site?.consent.attributionNeedsConsent === true;
  const identified = useRef<string | null>(null);
  const { pathname, search } = useLocation();
  const firstView = useRef(true);

  useEffect(() => {
    if (identified.current !== null && playerId === null) {
      // reset() forgets the queued events, and a logout is a client-side navigation: no page
      // hide sends them first. Send the player's last events (already stamped with their id)
      // now, or up to a flush interval of them (the cashier pages they just saw) is lost.
      void analytics.flush();
      analytics.reset();
    }
    identified.current = playerId;
    analytics.identity(playerId ?? 'anonymous', {
      ...(excluded || (askAttribution && storedConsent()?.attribution !== true) ? {} : readAttribution()),
      ...(license === undefined ? {} : { license }),
      ...(country === undefined ? {} : { ipCountry: country }),
    });
  }, [analytics, playerId, license, country, askAttribution, excluded]);

  useEffect(() => {
    if (excluded) return;
    if (firstView.current) {
      firstView.current = false;
      analytics.track('page_view', readNavigationTiming());
    } else {
      analytics.track('page_view');
    }
  }, [analytics, pathname, search, excluded]);

  return null;
}
