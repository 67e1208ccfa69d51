/**
 * The script-tag build (`@playfront/analytics/iife`, dist/browser/playfront-analytics.min.js):
 * bundled as an IIFE, it exports nothing and sets `window.PlayfrontAnalytics`, for pages without
 * a bundler. Its declaration file types that global for the hosts that do use TypeScript.
 */
import { createAnalytics, readNavigationTiming } from './index.browser.ts';

/** What the script-tag build puts on `window`. */
export interface PlayfrontAnalyticsGlobal {
  readonly createAnalytics: typeof createAnalytics;
  readonly readNavigationTiming: typeof readNavigationTiming;
}

declare global {
  interface Window {
    PlayfrontAnalytics: PlayfrontAnalyticsGlobal;
  }
}

window.PlayfrontAnalytics = { createAnalytics, readNavigationTiming };
