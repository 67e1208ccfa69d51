import type { AnalyticsEvent } from '@playfront/contracts';
import { BEACON_MAX_BYTES } from '../core/constants.ts';
import type { BeaconTransport } from '../core/errors.ts';

/**
 * Sends the queue with navigator.sendBeacon when the page is hidden or closed. A body over
 * `maxBytes` is halved until each part fits (the same rule as a 413 from the collector).
 * The body is a string, which beacons send as text/plain: beacons cannot set headers and
 * text/plain needs no CORS preflight; the collector accepts it without the version header.
 * Parts are measured in UTF-16 units: a part of non-ASCII text that still passes the byte cap
 * is refused by the browser and simply stays queued. Browsers cap all
 * keepalive bodies in flight at 64 KiB, so parts go until one is refused; that one and the
 * rest stay queued (and mirrored) for next time. An event too large for any beacon is left
 * for fetch.
 */
export const createBeaconTransport =
  (url: string, maxBytes: number = BEACON_MAX_BYTES): BeaconTransport =>
  (events) => {
    // False once a beacon is refused: nothing more goes this time.
    const send = (part: readonly AnalyticsEvent[]): boolean => {
      const body = JSON.stringify(part);
      if (body.length > maxBytes) {
        const half = part.length >> 1;
        return part.length < 2 || (send(part.slice(0, half)) && send(part.slice(half)));
      }
      try {
        return navigator.sendBeacon(url, body);
      } catch {
        // Some browsers throw instead of returning false (over quota, no sendBeacon).
        return false;
      }
    };
    if (events.length) send(events);
  };
