import {
  AFFILIATE_COOKIE,
  INTERLAYER_COOKIE,
  INTERLAYER_QUERY_PARAM,
  STAG_QUERY_PARAM,
} from '@playfront/contracts';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The visitor's attribution for `identity` metadata: this URL first, else the cookies. */
export function readAttribution(): { stag?: string; interlayerId?: string } {
  const query = new URLSearchParams(window.location.search);
  const stag = query.get(STAG_QUERY_PARAM) || readCookie(AFFILIATE_COOKIE);
  const interlayerId = query.get(INTERLAYER_QUERY_PARAM) || readCookie(INTERLAYER_COOKIE);
  return {
    ...(stag === undefined ? {} : { stag }),
    ...(interlayerId === undefined ? {} : { interlayerId }),
  };
}
