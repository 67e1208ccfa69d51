import { NO_COOKIE_QUERY } from '../core/constants.ts';
import type { Transport } from '../core/errors.ts';
import { createFetchTransport } from '../browser/fetch-transport.ts';

/**
 * Where a server sends: the site origin plus the events path, asking the collector to set no
 * cookie (the response goes to this server, not to the visitor's browser). URL resolution
 * also copes with a trailing slash on the origin.
 */
export const ssrEventsUrl = (origin: string, endpoint: string): string =>
  new URL(`${endpoint}?${NO_COOKIE_QUERY}=true`, origin).href;

/** The server transport: the same fetch rules as the browser, to the no-cookie URL. */
export const createSsrTransport = (origin: string, endpoint: string): Transport =>
  createFetchTransport(ssrEventsUrl(origin, endpoint));
