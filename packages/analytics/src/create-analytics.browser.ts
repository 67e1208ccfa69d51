import { browserParts } from './browser/browser-parts.ts';
import { createCore, type Analytics } from './core/analytics.ts';
import { EVENTS_PATH } from './core/constants.ts';
import { PROJECT_ID_MESSAGE, SSR_IN_BROWSER_MESSAGE } from './core/errors.ts';
import type { AnalyticsOptions } from './create-analytics.ts';

/**
 * createAnalytics as the browser build has it (the package's `browser` export condition):
 * 'spa' only, so the server's context and transport never ship to a visitor's page.
 */
export const createAnalytics = (options: AnalyticsOptions): Analytics => {
  const { projectId, endpoint = EVENTS_PATH } = options;
  if (!projectId) throw new Error(PROJECT_ID_MESSAGE);
  if (options.mode == 'ssr') throw new Error(SSR_IN_BROWSER_MESSAGE);
  return createCore({ ...options, mode: 'spa', ...browserParts(endpoint) });
};
