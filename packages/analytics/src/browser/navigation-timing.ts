import type { TimingMetrics } from '../core/event-factory.ts';

/**
 * The page's own load timing from the Navigation Timing API, in ms since navigation start:
 * loading_time (load event done), time_to_fetch_start and time_to_first_byte. Returns {}
 * where there is no navigation entry (on a server, in old browsers). A value still 0 (the
 * load event has not finished yet) is left out of the event by `track`.
 */
export const readNavigationTiming = (): TimingMetrics => {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry
    ? {
        loading_time: entry.loadEventEnd,
        time_to_fetch_start: entry.fetchStart,
        time_to_first_byte: entry.responseStart,
      }
    : {};
};
