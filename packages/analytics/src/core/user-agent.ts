import type { Device } from '@playfront/contracts';

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
 * regex literals, because it is the smallest form to ship.
 */
const BROWSERS =
  'Facebook:FBA[NV],Instagram,TikTok:Bytedance|musical_ly,Telegram,Snapchat,LINE: Line/,' +
  'WeChat:MicroMessenger,X (Twitter):Twitter,LinkedIn,Samsung Internet:SamsungBrowser,Opera:OPR/|OPiOS,' +
  'Edge:Edg,Firefox:FxiOS,Chrome:CriOS,Safari';

const MOBILE = /Mobi|Android|iP(hone|ad|od)/i;

/**
 * Reads the browser name and device class from a user agent string. `mobile` is the
 * User-Agent Client Hints answer (`navigator.userAgentData.mobile`) and wins where known.
 * Without a user agent (server side, no header) both are null.
 */
export const parseUserAgent = (userAgent?: string | null, mobile?: boolean): UserAgentInfo => {
  let browser: string | null = null;
  if (userAgent) {
    mobile ??= MOBILE.test(userAgent);
    browser =
      BROWSERS.split(',')
        .find((entry) => new RegExp(entry.replace(':', '|')).test(userAgent))
        ?.split(':')[0] ?? null;
  }
  return { device: mobile == null ? null : mobile ? 'mobile' : 'web', browser };
};
