import {
  MAX_HOURLY_DAYS,
  MAX_REPORT_DAYS,
  type TrafficInterval,
  type TrafficPeriod,
  DAY_MS,
} from '@playfront/contracts';

/** The dashboard's range: inclusive UTC dates, its interval and the same-length range before it. */
export interface TrafficRange {
  readonly from: string;
  readonly to: string;
  readonly interval: TrafficInterval;
  readonly previousFrom: string;
  readonly previousTo: string;
}

export type TrafficRangeResult = { ok: true; range: TrafficRange } | { ok: false; message: string };

/** The UTC day (YYYY-MM-DD) holding the instant `ms`. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

function periodStart(period: TrafficPeriod, today: string): string {
  switch (period) {
    case 'today':
      return today;
    case '7d':
      return isoDay(dayMs(today) - 6 * DAY_MS);
    case '30d':
      return isoDay(dayMs(today) - 29 * DAY_MS);
    case 'month':
      return `${today.slice(0, 7)}-01`;
  }
}

/**
 * Resolves the query's range: `from`/`to` when given (both), else the `period` (default `7d`)
 * ending today (UTC). The interval defaults to `hour` for a single day, `day` otherwise.
 */
export function resolveTrafficRange(
  query: { from?: string; to?: string; period?: TrafficPeriod; interval?: TrafficInterval },
  now: number,
): TrafficRangeResult {
  if ((query.from === undefined) !== (query.to === undefined)) {
    return { ok: false, message: 'Give both from and to, or neither.' };
  }
  const today = isoDay(now);
  const from = query.from ?? periodStart(query.period ?? '7d', today);
  const to = query.to ?? today;
  const days = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  if (Number.isNaN(days)) return { ok: false, message: 'from and to must be real dates.' };
  if (days < 1) return { ok: false, message: 'from must not be after to.' };
  if (days > MAX_REPORT_DAYS) {
    return { ok: false, message: `A report covers at most ${MAX_REPORT_DAYS} days.` };
  }
  const interval = query.interval ?? (days === 1 ? 'hour' : 'day');
  if (interval === 'hour' && days > MAX_HOURLY_DAYS) {
    return { ok: false, message: `An hourly series covers at most ${MAX_HOURLY_DAYS} days.` };
  }
  return {
    ok: true,
    range: {
      from,
      to,
      interval,
      previousFrom: isoDay(dayMs(from) - days * DAY_MS),
      previousTo: isoDay(dayMs(from) - DAY_MS),
    },
  };
}

/** The range's first instant and the instant just after it, in unix milliseconds. */
export function rangeMs(from: string, to: string): { start: number; end: number } {
  return { start: dayMs(from), end: dayMs(to) + DAY_MS };
}
