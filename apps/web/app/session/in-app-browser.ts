import { parseUserAgent } from '@playfront/analytics';

/** The social apps whose in-app browsers break popups (names as parseUserAgent gives them). */
const IN_APP = new Set([
  'Facebook',
  'Instagram',
  'TikTok',
  'Telegram',
  'Snapchat',
  'LINE',
  'WeChat',
  'X (Twitter)',
  'LinkedIn',
]);

/**
 * Session cookie (no expiry) that remembers a hidden in-app-browser banner until the app's
 * browser is closed; read by the server so a hidden banner never flashes on the next page.
 */
export const IN_APP_BANNER_COOKIE = 'pf_inapp_hidden';

export interface InAppBrowser {
  /** The app, e.g. `Instagram`. */
  readonly app: string;
  /** Android can be sent to the system browser by an intent link; iOS needs the app's menu. */
  readonly platform: 'android' | 'ios' | 'other';
}

/** The social app whose in-app browser this is, or null for a regular browser. */
export function detectInAppBrowser(userAgent: string | null): InAppBrowser | null {
  const { browser } = parseUserAgent(userAgent);
  if (browser === null || !IN_APP.has(browser)) return null;
  const ua = userAgent ?? '';
  const platform = /Android/i.test(ua) ? 'android' : /iPhone|iPad|iPod/i.test(ua) ? 'ios' : 'other';
  return { app: browser, platform };
}

/** An Android intent URL that opens `url` (http or https) in the system browser. */
export function androidIntentUrl(url: string): string {
  const parsed = new URL(url);
  const scheme = parsed.protocol.replace(':', '');
  return `intent://${parsed.host}${parsed.pathname}${parsed.search}#Intent;scheme=${scheme};action=android.intent.action.VIEW;end`;
}
