import type { AnalyticsMode } from '@playfront/contracts';
import { browserParts } from './browser/browser-parts.ts';
import { createCore, type Analytics, type AnalyticsHooks } from './core/analytics.ts';
import { EVENTS_PATH } from './core/constants.ts';
import { PROJECT_ID_MESSAGE, SSR_ORIGIN_MESSAGE } from './core/errors.ts';
import { ssrParts } from './server/ssr-parts.ts';

export interface AnalyticsOptions extends AnalyticsHooks {
  /** The project the events belong to. */
  readonly projectId: string;
  /**
   * 'spa' (default) runs in the browser: page address, user agent, storage, beacons.
   * 'ssr' runs on a server without `window`: give `origin`, and the visitor through `identity`.
   * Bundles built for the browser (the package's `browser` export condition) carry 'spa' only.
   */
  readonly mode?: AnalyticsMode;
  /** Events path; default '/api-fe-events/v1/events'. */
  readonly endpoint?: string;
  /** The site origin, e.g. 'https://example.com'; required in 'ssr' mode. */
  readonly origin?: string;
  /** Milliseconds between sends of the queue; default 30000. */
  readonly flushInterval?: number;
}

/**
 * Creates an analytics client. In 'spa' mode call it in the browser (it reads the page,
 * storage and cookies at once); in 'ssr' mode it needs no browser at all.
 */
export const createAnalytics = (options: AnalyticsOptions): Analytics => {
  const { projectId, origin = '', endpoint = EVENTS_PATH } = options;
  const ssr = options.mode == 'ssr';
  if (!projectId) throw new Error(PROJECT_ID_MESSAGE);
  if (ssr && !origin) throw new Error(SSR_ORIGIN_MESSAGE);
  return createCore({
    ...options,
    mode: ssr ? 'ssr' : 'spa',
    ...(ssr ? ssrParts(origin, endpoint) : browserParts(endpoint, options.consent)),
  });
};
