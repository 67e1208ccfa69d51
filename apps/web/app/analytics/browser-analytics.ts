import { createAnalytics, type Analytics } from '@playfront/analytics';
import { ANALYTICS_PROJECT_ID } from './project.ts';
import { browserAnalyticsConsent } from '../consent/index.ts';

let client: Analytics | null = null;

/**
 * The page's one SDK client (`spa`), made on first use in the browser; null on the server. A
 * module singleton rather than component state: StrictMode runs state initializers twice, and a
 * second client would add a second set of page listeners.
 */
export function browserAnalytics(): Analytics | null {
  if (typeof document === 'undefined') return null;
  // The visitor's stored choice, else GPC as a refusal, else pending until the banner is answered.
  client ??= createAnalytics({ projectId: ANALYTICS_PROJECT_ID, consent: browserAnalyticsConsent() });
  return client;
}
