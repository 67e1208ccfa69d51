import { sql, type RawBuilder } from 'kysely';
import {
  TRAFFIC_DIMENSIONS,
  TRAFFIC_NONE,
  type TrafficDimension,
  type TrafficFilters,
  type TrafficInterval,
  DAY_MS,
} from '@playfront/contracts';
import { DIMENSION_COLUMNS, HOUR_MS } from '../rollups/traffic-columns.ts';

// Kept beside the traffic rollups' SQL (decision 078), which reads the same columns.
export { DIMENSION_COLUMNS, HOUR_MS };

export const column = (dimension: TrafficDimension): RawBuilder<unknown> =>
  sql.ref(DIMENSION_COLUMNS[dimension]);

/** Which events the dashboard reads, whatever the time: humans (unless asked), filters, stags. */
export interface EventScope {
  readonly filters: TrafficFilters;
  readonly stags: readonly string[] | null;
  readonly includeBots: boolean;
}

/**
 * A scope that keeps only some of the site's events: a filter or a list of stags (the bot flag
 * alone leaves most). The rollups answer the others (decision 078); these read a copy of their
 * events (decision 092).
 */
export const isSelective = (scope: Pick<EventScope, 'filters' | 'stags'>): boolean =>
  scope.stags !== null || TRAFFIC_DIMENSIONS.some((dimension) => scope.filters[dimension] !== undefined);

/** The scope as one SQL condition over `analytics_events` (no table alias). */
export function inScope(scope: EventScope): RawBuilder<unknown> {
  // Bots' events are stored flagged (events/bot-flag.ts) and counted only when asked for.
  const parts: RawBuilder<unknown>[] = [scope.includeBots ? sql`1 = 1` : sql`bot = 0`];
  for (const dimension of TRAFFIC_DIMENSIONS) {
    const value = scope.filters[dimension];
    if (value === undefined) continue;
    parts.push(
      value === TRAFFIC_NONE ? sql`${column(dimension)} is null` : sql`${column(dimension)} = ${value}`,
    );
  }
  if (scope.stags !== null) {
    parts.push(
      scope.stags.length === 0
        ? sql`1 = 0`
        : sql`stag in (${sql.join(scope.stags.map((stag) => sql`${stag}`))})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: weeks start on Monday, four days later. */
const MONDAY_OFFSET_MS = 4 * DAY_MS;

/** Where a bucket of the interval starts, for a time in unix milliseconds (in JavaScript). */
export function bucketStart(interval: TrafficInterval, ms: number): number {
  if (interval === 'hour') return Math.floor(ms / HOUR_MS) * HOUR_MS;
  if (interval === 'day') return Math.floor(ms / DAY_MS) * DAY_MS;
  return Math.floor((ms - MONDAY_OFFSET_MS) / WEEK_MS) * WEEK_MS + MONDAY_OFFSET_MS;
}

export const bucketSize = (interval: TrafficInterval): number =>
  interval === 'hour' ? HOUR_MS : interval === 'day' ? DAY_MS : WEEK_MS;

/**
 * The same bucket start in SQL. Integer division of a bigint by an integer truncates in both
 * SQLite and PostgreSQL, and event times are after 1970, so truncation is floor: no date
 * functions, no dialect.
 */
export function bucketSql(interval: TrafficInterval, time: RawBuilder<unknown>): RawBuilder<number> {
  if (interval === 'week') {
    const offset = sql.lit(MONDAY_OFFSET_MS);
    return sql<number>`((${time} - ${offset}) / ${sql.lit(WEEK_MS)}) * ${sql.lit(WEEK_MS)} + ${offset}`;
  }
  const size = sql.lit(bucketSize(interval));
  return sql<number>`(${time} / ${size}) * ${size}`;
}

/** 1 for a page view, else 0: summed, it counts page views. */
export const PAGE_VIEW = sql`case when event = 'page_view' then 1 else 0 end`;
