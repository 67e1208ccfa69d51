import type { CollectorResponse } from '@playfront/contracts';
import { API_VERSION, API_VERSION_HEADER } from '../core/constants.ts';
import type { SendOutcome, Transport } from '../core/errors.ts';
import { gzip } from './gzip.ts';

/**
 * POSTs a JSON array body with the API version header (also used by the site-loaded script),
 * plus `headers` (Content-Encoding for a compressed body). Credentials stay fetch's default,
 * same-origin: the collector may set its cookie.
 */
export const postEvents = (
  url: string,
  body: BodyInit,
  keepalive?: boolean,
  headers?: Record<string, string>,
): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [API_VERSION_HEADER]: API_VERSION, ...headers },
    body,
    keepalive,
  });

/**
 * Retry-After holds either seconds or an HTTP date: the epoch ms to wait until, 0 when
 * absent or unreadable (NaN from either reading is falsy, an absent header counts 0 s).
 */
export const parseRetryAfter = (value: string | null): number =>
  Number(value) * 1000 + Date.now() || Date.parse(value ?? '') || 0;

/**
 * Sends with fetch, the body gzip-compressed where the platform can, and tells the core what to
 * do next: a 413 is split and retried, 408,
 * 429 and 5xx are retried later (after Retry-After if given), any other 4xx will never
 * succeed and is dropped, a network error is retried. Works wherever fetch exists
 * (browsers and Node), so the server transport reuses it.
 */
export const createFetchTransport =
  (url: string): Transport =>
  async (events): Promise<SendOutcome> => {
    try {
      const json = JSON.stringify(events);
      // About an eighth of the bytes (issue 17); the collector inflates it on the same route.
      const body = await gzip(json);
      const response = await postEvents(url, body ?? json, false, body && { 'Content-Encoding': 'gzip' });
      const { status } = response;
      if (status < 300) {
        // The body lists refused events; an empty or other body means all were taken.
        const body = (await response.json().catch(() => null)) as Partial<CollectorResponse> | null;
        return { kind: 0, rejected: body?.rejected ?? [] };
      }
      return {
        kind: status == 413 ? 2 : status == 408 || status == 429 || status > 499 ? 1 : 3,
        error: new Error(`HTTP ${status}`),
        until: parseRetryAfter(response.headers.get('Retry-After')),
      };
    } catch (error) {
      return { kind: 1, error };
    }
  };
