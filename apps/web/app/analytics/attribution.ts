/** Names of the first-touch attribution cookies the server sets from `?stag=` / `?interlayer-id=`. */
export const AFFILIATE_COOKIE = 'affiliate_id';
export const INTERLAYER_COOKIE = 'interlayer_id';

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
  const stag = query.get('stag') || readCookie(AFFILIATE_COOKIE);
  const interlayerId = query.get('interlayer-id') || readCookie(INTERLAYER_COOKIE);
  return {
    ...(stag === undefined ? {} : { stag }),
    ...(interlayerId === undefined ? {} : { interlayerId }),
  };
}
