import type { CookieSerializeOptions } from '@fastify/cookie';
import { TEMP_PLAYER_ID_KEY } from '@playfront/contracts';
import type { StoredEvent } from './events-sink.ts';

/** The first-party visitor cookie the collector sets from the events it receives. */
export const VISITOR_COOKIE = TEMP_PLAYER_ID_KEY;

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** What may be echoed into a cookie: a short token (UUIDs and similar ids), as the SDK writes it. */
const TOKEN = /^[\w-]{1,64}$/;

/**
 * The visitor id to (re)set: the temp_player_id of the last valid event that has one, when it
 * is a short token; otherwise none, and the cookie is left as it is.
 */
export function visitorIdToEcho(events: readonly StoredEvent[]): string | undefined {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const id = events[index]?.temp_player_id;
    if (id !== null && id !== undefined) return TOKEN.test(id) ? id : undefined;
  }
  return undefined;
}

/**
 * One year on the whole site, sent on top-level navigations (Lax). Not HttpOnly on purpose:
 * the browser SDK and the inline site-loaded script read it to keep one id per visitor.
 * `Secure` wherever the site is served over HTTPS (the config's `cookieSecure`).
 */
export function visitorCookieOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', secure, httpOnly: false };
}
