import {
  AFFILIATE_COOKIE,
  CLICK_ID_COOKIE,
  CLICK_ID_QUERY_PARAM,
  INTERLAYER_COOKIE,
  INTERLAYER_QUERY_PARAM,
  STAG_QUERY_PARAM,
} from '@playfront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** First-touch attribution: the first affiliate or interlayer a browser came from is kept. */
export const ATTRIBUTION_COOKIES = [
  { param: STAG_QUERY_PARAM, cookie: AFFILIATE_COOKIE },
  { param: INTERLAYER_QUERY_PARAM, cookie: INTERLAYER_COOKIE },
] as const;

/** 30 days, the usual affiliate cookie window. */
export const ATTRIBUTION_MAX_AGE_S = 30 * 24 * 60 * 60;

const VALUE = /^[\w.~-]{1,100}$/;
/** The interlayer page `/interlayer/:id` names its id in the path. */
const INTERLAYER_PATH = /^\/interlayer\/([\w.~-]{1,100})(?:[/?]|$)/;

/**
 * Sets `affiliate_id` / `interlayer_id` from `?stag=` / `?interlayer-id=` (or the path of
 * `/interlayer/:id`) unless the browser already has one (first touch), and `click_id` from
 * `?click_id=` with the stag it came with. Not HttpOnly: the inline
 * site-loaded script and the SDK read them.
 */
export function setAttributionCookies(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
  const options = {
    path: '/',
    maxAge: ATTRIBUTION_MAX_AGE_S,
    sameSite: 'lax',
    secure,
    httpOnly: false,
  } as const;
  for (const { param, cookie } of ATTRIBUTION_COOKIES) {
    const value =
      query.get(param) ??
      (cookie === INTERLAYER_COOKIE ? (INTERLAYER_PATH.exec(request.url)?.[1] ?? null) : null);
    if (value === null || !VALUE.test(value) || request.cookies[cookie] !== undefined) continue;
    void reply.setCookie(cookie, value, options);
    // The affiliate's click id belongs to the click that set the stag, never to a later one.
    const clickId = query.get(CLICK_ID_QUERY_PARAM);
    if (cookie === AFFILIATE_COOKIE && clickId !== null && VALUE.test(clickId)) {
      void reply.setCookie(CLICK_ID_COOKIE, clickId, options);
    }
  }
}
