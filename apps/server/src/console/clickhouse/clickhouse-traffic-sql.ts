import { TRAFFIC_DIMENSIONS, TRAFFIC_NONE, type TrafficInterval, DAY_MS } from '@playfront/contracts';
import { integerLiteral, stringLiteral, stringList } from '../../events/clickhouse/clickhouse-literal.ts';
import { bucketSize, DIMENSION_COLUMNS, isSelective, type EventScope } from '../traffic/traffic-sql.ts';

/** A Date column's UTC midnight as unix milliseconds (a Date is a day number), for buckets. */
export const dayMidnightSql = (day: string): string => `toInt64(toUInt16(${day})) * 86400000`;

/** How a dimension's NULL is kept in the rollup's sorting key (see clickhouse-schema.ts). */
export const ROLLUP_NULL = '\\0';

/**
 * The scope (bots, filters, stags) as one ClickHouse condition: over raw events, where a
 * dimension is Nullable, or over the hourly rollup, where its NULL is stored as '\0'.
 */
export function scopeCondition(scope: EventScope, table: 'raw' | 'rollup'): string {
  const parts = [scope.includeBots ? '1 = 1' : 'bot = 0'];
  for (const dimension of TRAFFIC_DIMENSIONS) {
    const value = scope.filters[dimension];
    if (value === undefined) continue;
    const column = DIMENSION_COLUMNS[dimension];
    if (value === TRAFFIC_NONE) {
      parts.push(table === 'raw' ? `isNull(${column})` : `${column} = '${ROLLUP_NULL}'`);
    } else {
      parts.push(`${column} = ${stringLiteral(value)}`);
    }
  }
  if (scope.stags !== null) {
    parts.push(scope.stags.length === 0 ? '1 = 0' : `stag IN ${stringList(scope.stags)}`);
  }
  return parts.join(' AND ');
}

/**
 * A scope of stags only (at least one) and no filter: the per-stag rows built per day (decisions
 * 097 and 099) answer it, as the sum of its stags' rows; they hold no other dimension.
 */
export const isStagsOnly = (scope: Pick<EventScope, 'filters' | 'stags'>): boolean =>
  !isSelective({ ...scope, stags: null }) && (scope.stags?.length ?? 0) > 0;

/** The UTC days [start, end) touches, as a condition on the primary key's event_date. */
export function daysOf(start: number, end: number): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `event_date >= toDate(${stringLiteral(day(start))}) AND event_date <= toDate(${stringLiteral(day(Math.max(start, end - 1)))})`;
}

/**
 * The events of [start, end) in scope, each event_id once (one row of an event sent twice that a
 * merge has not collapsed yet): every raw-event report that a copy could change reads through
 * this, with the columns it needs besides event_id (all of them unless told). Read with FINAL:
 * the table's key is (event_date, event_id) and a copy has its original's time, so merging the
 * range's parts in key order leaves each event once, where grouping by event_id built a hash
 * table of every id (decision 080: 1.1–1.2 s against 4.7 s for a month at 10M events). The
 * conditions apply to the rows before that merge, as they applied before the grouping.
 */
export function distinctEvents(
  scope: EventScope,
  start: number,
  end: number,
  extra = '1 = 1',
  columns: readonly string[] = EVENT_COLUMNS,
): string {
  return `(
    SELECT event_id, ${columns.join(', ')}
    FROM analytics_events FINAL
    WHERE ${daysOf(start, end)} AND timestamp >= ${integerLiteral(start)} AND timestamp < ${integerLiteral(end)}
      AND ${scopeCondition(scope, 'raw')} AND ${extra}
  )`;
}

/**
 * The events of [start, end) in scope as stored, an event sent twice and not merged yet read
 * twice: for counts a copy cannot change (distinct visitors; visit starts, since a copy has its
 * original's time and so never opens a visit), it spares the GROUP BY event_id of distinctEvents,
 * the costliest step of a report over a month of events.
 */
export function storedEvents(
  scope: EventScope,
  start: number,
  end: number,
  extra: string,
  columns: readonly string[],
): string {
  // Only the columns asked for: 18.16 reads every column a subquery names.
  return `(
    SELECT ${columns.join(', ')} FROM analytics_events
    WHERE ${daysOf(start, end)} AND timestamp >= ${integerLiteral(start)} AND timestamp < ${integerLiteral(end)}
      AND ${scopeCondition(scope, 'raw')} AND ${extra}
  )`;
}

/** The columns of an event the dashboard reads, besides event_id. */
const EVENT_COLUMNS = [
  'event',
  'timestamp',
  'temp_player_id',
  'stag',
  'interlayer_id',
  'ip_country',
  'device',
  'browser',
  'pathname',
  'license',
  'loading_time',
  'time_to_first_byte',
];

/** 1970-01-01 was a Thursday: weeks start on Monday, four days later (as traffic-sql.ts). */
const MONDAY_OFFSET_MS = 4 * DAY_MS;

/** A bucket start in ClickHouse integer arithmetic, as `bucketSql` does in SQLite/PostgreSQL. */
export function bucketExpression(interval: TrafficInterval, time: string): string {
  if (interval === 'week') {
    const week = integerLiteral(bucketSize('week'));
    return `intDiv(${time} - ${MONDAY_OFFSET_MS}, ${week}) * ${week} + ${MONDAY_OFFSET_MS}`;
  }
  const size = integerLiteral(bucketSize(interval));
  return `intDiv(${time}, ${size}) * ${size}`;
}
