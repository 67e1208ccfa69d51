import { sql, type RawBuilder } from 'kysely';
import type { TrafficDimension } from '@playfront/contracts';

/** The `analytics_events` column behind each dimension of the traffic dashboard. */
export const DIMENSION_COLUMNS: Record<TrafficDimension, string> = {
  stag: 'stag',
  interlayer_id: 'interlayer_id',
  country: 'ip_country',
  device: 'device',
  browser: 'browser',
  pathname: 'pathname',
  license: 'license',
};

export const HOUR_MS = 60 * 60 * 1000;

/**
 * The weekly sums' weeks (decision 088): day numbers since 1970-01-01 (a Thursday) in weeks from
 * Monday, `(day + 3) / 7` in integer division. A week `w` holds days 7w − 3 to 7w + 3.
 */
const MONDAY_SHIFT = 3;
export const weekOfDay = (day: RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`((${day} + ${sql.lit(MONDAY_SHIFT)}) / 7)`;
export const firstDayOfWeek = (week: number): number => 7 * week - MONDAY_SHIFT;
/** `weekOfDay` for a day number in JavaScript (days since 1970 are positive: no rounding apart). */
export const weekOfDayNumber = (day: number): number => Math.floor((day + MONDAY_SHIFT) / 7);
/** The first day of the week holding `day`, in SQL. */
export const firstDayOfWeekOf = (day: RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`7 * ${weekOfDay(day)} - ${sql.lit(MONDAY_SHIFT)}`;

/** A rollup row's period column from a day expression: the day itself, or its week. */
export const periodColumn = (day: RawBuilder<unknown>, period: 'day' | 'week'): RawBuilder<unknown> =>
  period === 'day' ? sql`${day} as day` : sql`${weekOfDay(day)} as week`;

/**
 * The whole weeks inside days [first, end) and the days left at either edge: a range's
 * histograms are read by week where a week lies inside it, by day elsewhere.
 */
export function weeksWithin(first: number, end: number) {
  const firstWeek = Math.ceil((first + MONDAY_SHIFT) / 7);
  const endWeek = Math.floor((end + MONDAY_SHIFT) / 7);
  if (endWeek <= firstWeek) return { firstWeek, endWeek: firstWeek, dayRanges: [[first, end]] as const };
  return {
    firstWeek,
    endWeek,
    dayRanges: [
      [first, firstDayOfWeek(firstWeek)],
      [firstDayOfWeek(endWeek), end],
    ] as const,
  };
}
