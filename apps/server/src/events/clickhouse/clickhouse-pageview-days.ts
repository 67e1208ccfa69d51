import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_DIMENSIONS } from '@playfront/contracts';
import { DIMENSION_COLUMNS } from '../../console/rollups/traffic-columns.ts';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';
import { STAG_TABLE_GRANULARITY, type TableDefinition } from './clickhouse-table-granules.ts';

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
 * The same page views per stag (decision 097), for a dashboard restricted to stags (an affiliate
 * manager's): per `bots` variant, stag, dimension and value, the day's distinct page-view ids of
 * that stag, so a list of stags is the sum of its stags' rows. Events without a stag are left out
 * (no list names them). Led by (bots, stag, dimension): a manager's ten stags read their own rows
 * of one card, not the whole day's as the hourly rollup's sets did.
 */
export const pageviewStagDaysTable: TableDefinition = (
  name,
  granularity,
) => `CREATE TABLE IF NOT EXISTS ${name} (
  day Date,
  generation String,
  bots UInt8,
  stag String,
  dimension String,
  value String,
  pageviews UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (bots, stag, dimension, day, generation, value)
SETTINGS index_granularity = ${integerLiteral(granularity)}`;

/** The table itself, with decision 121's granules. */
export const PAGEVIEW_STAG_DAYS_TABLE = pageviewStagDaysTable(
  'analytics_pageview_stag_days',
  STAG_TABLE_GRANULARITY,
);

/**
 * The statement writing `day`'s page-view rows of `generation`, in analytics_pageview_days, or
 * per stag in analytics_pageview_stag_days (`byStag`): each id once per (variant, [stag,]
 * dimension, value), as a set would (an event stored twice and not merged yet counts once; a
 * copy with another value counts under both, as in the rollup's sets). Per stag, each id is first
 * given one copy, the last received (the one the table keeps once merged): a manager's dashboard
 * sums its stags' rows, so a copy resent under another of its stags must not count twice.
 */
export function pageviewDayStatement(day: string, generation: string, byStag = false): string {
  const ofDay = `event_date = toDate(${stringLiteral(day)}) AND event = 'page_view'`;
  const stored = (column: string) => `ifNull(${column}, '\\0')`;
  // Per stag the dimensions come out of the grouping already stored ('\0' for NULL), under names of
  // their own (an alias named as a column it reads is cyclic on 18.16).
  const dimensions = TRAFFIC_DIMENSIONS.map((dimension, index) => ({
    dimension,
    column: DIMENSION_COLUMNS[dimension],
    name: byStag ? `dim${index}` : DIMENSION_COLUMNS[dimension],
  }));
  const names = dimensions.map(({ name }) => name).join(', ');
  const pairs = [
    `('', '')`,
    ...dimensions.map(
      ({ dimension, name }) => `(${stringLiteral(dimension)}, ${byStag ? name : stored(name)})`,
    ),
  ].join(', ');
  const events = byStag
    ? `SELECT event_id,
        ${dimensions.map(({ column, name }) => `argMax(${stored(column)}, received_at) AS ${name}`).join(', ')},
        argMax(bot, received_at) AS last_bot, argMax(assumeNotNull(stag), received_at) AS stag_key
      FROM analytics_events WHERE ${ofDay} AND isNotNull(stag) GROUP BY event_id`
    : `SELECT event_id, ${names}, bot AS last_bot FROM analytics_events WHERE ${ofDay}`;
  const [table, stagColumn, stagKey] = byStag
    ? ['analytics_pageview_stag_days', 'stag, ', 'stag_key, ']
    : ['analytics_pageview_days', '', ''];
  // The constants are named outside the grouping: a SELECT's alias shadows a column in its WHERE.
  return `INSERT INTO ${table} (day, generation, bots, ${stagColumn}dimension, value, pageviews)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      bots, ${stagKey}dimension, value, pageviews
    FROM (
      SELECT bots, ${stagKey}tupleElement(pair, 1) AS dimension, tupleElement(pair, 2) AS value,
        uniqExact(event_id) AS pageviews
      FROM (
        SELECT event_id, ${names}, ${stagKey}bots FROM (${events})
        ARRAY JOIN if(last_bot = 0, [toUInt8(0), toUInt8(1)], [toUInt8(1)]) AS bots
      )
      ARRAY JOIN [${pairs}] AS pair
      GROUP BY bots, ${stagKey}dimension, value
    )`;
}
