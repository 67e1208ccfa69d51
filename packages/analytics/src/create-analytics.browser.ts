import { browserParts } from './browser/browser-parts.ts';
import { createCore, type Analytics } from './core/analytics.ts';
import { EVENTS_PATH } from './core/constants.ts';
import { PROJECT_ID_MESSAGE } from './core/errors.ts';
import type { AnalyticsOptions } from './create-analytics.ts';

/**
 * createAnalytics as the browser build has it (the package's `browser` export condition):
 * 'spa' only, so the server's context and transport never ship to a visitor's page. It runs
 * every client as 'spa', whatever `mode` says: its guard for 'ssr' (37 B) paid for consent
 * (decision 054), and only a server bundle built with the browser condition could ask.
 */
export const createAnalytics = (options: AnalyticsOptions): Analytics => {
  const { projectId, endpoint = EVENTS_PATH } = options;
  if (!projectId) throw new Error(PROJECT_ID_MESSAGE);
  return createCore({ ...options, mode: 'spa', ...browserParts(endpoint, options.consent) });
};
