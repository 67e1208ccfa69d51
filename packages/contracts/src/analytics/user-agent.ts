import type { Device } from './constants.ts';

/** What the events need from a user agent. */
export interface UserAgentInfo {
  readonly device: Device | null;
  readonly browser: string | null;
}

/**
 * Browsers as `Name` or `Name:pattern` entries, tried in order. An entry matches when the
 * user agent holds the name or the pattern (a regular expression), and the name is then
 * the browser. In-app browsers come first since their user agents also name Chrome or
 * Safari, then the browsers built on Chromium before Chrome itself. One string, not
 * regex literals, because it was the smallest form to ship when the SDK carried it.
 */
const BROWSERS =
  'Facebook:FBA[NV],Instagram,TikTok:Bytedance|musical_ly,Telegram,Snapchat,LINE: Line/,' +
  'WeChat:MicroMessenger,X (Twitter):Twitter,LinkedIn,Samsung Internet:SamsungBrowser,Opera:OPR/|OPiOS,' +
  'Edge:Edg,Firefox:FxiOS,Chrome:CriOS,Safari';

/** A user agent of a phone or tablet, where the User-Agent Client Hints give no answer. */
export const MOBILE_USER_AGENT = /Mobi|Android|iP(hone|ad|od)/i;

/**
 * The browser a user agent names, or null. The collector names the browser of each event the
 * SDK sends from a page (mode 'spa'), from the request's User-Agent header: the same string the
 * page's navigator.userAgent holds, read where the table costs the visitor no bytes. The SDK's
 * 'ssr' mode names it from the visitor's user agent it was given.
 */
export const browserName = (userAgent: string): string | null =>
  BROWSERS.split(',')
    .find((entry) => new RegExp(entry.replace(':', '|')).test(userAgent))
    ?.split(':')[0] ?? null;

/**
 * Reads the browser name and device class from a user agent string. `mobile` is the
 * User-Agent Client Hints answer (`navigator.userAgentData.mobile`) and wins where known.
 * Without a user agent (server side, no header) both are null.
 */
export const parseUserAgent = (userAgent?: string | null, mobile?: boolean): UserAgentInfo => {
  let browser: string | null = null;
  if (userAgent) {
    mobile ??= MOBILE_USER_AGENT.test(userAgent);
    browser = browserName(userAgent);
  }
  return { device: mobile == null ? null : mobile ? 'mobile' : 'web', browser };
};
