import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { readNavigationTiming } from '@playfront/analytics';
import { useAnalytics } from '@playfront/analytics/react';
import { useSiteData } from '../session/use-site-data.ts';
import { readAttribution } from './attribution.ts';

/**
 * Keeps the SDK's identity in step with the session (player id, else 'anonymous'; `reset()`
 * when a player logs out) and sends a `page_view` on every route change, the first with the
 * page's timing metrics.
 */
export function AnalyticsTracker(): null {
  const analytics = useAnalytics();
  const site = useSiteData();
  const playerId = site?.player?.id ?? null;
  const license = site?.license;
  const country = site?.country ?? undefined;
  const identified = useRef<string | null>(null);
  const { pathname, search } = useLocation();
  const firstView = useRef(true);

  useEffect(() => {
    if (identified.current !== null && playerId === null) analytics.reset();
    identified.current = playerId;
    analytics.identity(playerId ?? 'anonymous', {
      ...readAttribution(),
      ...(license === undefined ? {} : { license }),
      ...(country === undefined ? {} : { ipCountry: country }),
    });
  }, [analytics, playerId, license, country]);

  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      analytics.track('page_view', readNavigationTiming());
    } else {
      analytics.track('page_view');
    }
  }, [analytics, pathname, search]);

  return null;
}
