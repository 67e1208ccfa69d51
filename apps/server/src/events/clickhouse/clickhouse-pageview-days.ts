import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_DIMENSIONS } from '@playfront/contracts';
import { DIMENSION_COLUMNS } from '../../console/rollups/traffic-columns.ts';
import { stringLiteral } from './clickhouse-literal.ts';

/**
 * The dashboard's page views per UTC day (decision 094), rebuilt with the timing cells of the day
 * as the same generation (clickhouse-timing-days.ts, decision 090): per `bots` variant (0 humans,
 * 1 everyone), per dimension and value (a NULL as '\0'; dimension '' the day's total), the
 * distinct page-view event ids, as the hourly rollup's per-day sets count them. The 30-day
 * dashboard merged those sets again for its series, its previous period and each top list: most
 * of its time at 10M events; these rows are read instead for the days rebuilt since their last
 * insert.
 */
export const PAGEVIEW_DAYS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_pageview_days (
  day Date,
  generation String,
  bots UInt8,
  dimension String,
  value String,
  pageviews UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (day, generation, bots, dimension, value)`;

/**
 * Puts every day of the stored events on the timing updater's work list stamped now: the days
 * built before this table existed have no page-view rows, so they are read from the rollup until
 * rebuilt (a day is read from the tables only when no stamp is at or after its cover).
 */
export async function listStoredDaysAgain(client: ClickHouseClient): Promise<void> {
  await client.command({
    query: `INSERT INTO analytics_timing_dirty (inserted_at, day)
      SELECT now() AS inserted_at, day FROM (SELECT DISTINCT event_date AS day FROM analytics_events)`,
  });
}

/**
 * The statement writing `day`'s page-view rows of `generation`: each id once per (variant,
 * dimension, value), as a set would (an event stored twice and not merged yet counts once; a
 * copy with another value counts under both, as in the rollup's sets).
 */
export function pageviewDayStatement(day: string, generation: string): string {
  const pairs = [
    `('', '')`,
    ...TRAFFIC_DIMENSIONS.map(
      (dimension) => `(${stringLiteral(dimension)}, ifNull(${DIMENSION_COLUMNS[dimension]}, '\\0'))`,
    ),
  ].join(', ');
  const columns = TRAFFIC_DIMENSIONS.map((dimension) => DIMENSION_COLUMNS[dimension]).join(', ');
  // The constants are named outside the grouping: a SELECT's alias shadows a column in its WHERE.
  return `INSERT INTO analytics_pageview_days (day, generation, bots, dimension, value, pageviews)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      bots, dimension, value, pageviews
    FROM (
      SELECT bots, tupleElement(pair, 1) AS dimension, tupleElement(pair, 2) AS value,
        uniqExact(event_id) AS pageviews
      FROM (
        SELECT event_id, ${columns}, bots
        FROM analytics_events
        ARRAY JOIN if(bot = 0, [toUInt8(0), toUInt8(1)], [toUInt8(1)]) AS bots
        WHERE event_date = toDate(${stringLiteral(day)}) AND event = 'page_view'
      )
      ARRAY JOIN [${pairs}] AS pair
      GROUP BY bots, dimension, value
    )`;
}
