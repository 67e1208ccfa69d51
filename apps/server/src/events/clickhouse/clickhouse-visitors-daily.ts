import type { ClickHouseClient } from '@clickhouse/client';
import { stringLiteral } from './clickhouse-literal.ts';

/**
 * The dimensions the daily visitors rollup keeps, as the dashboard names them, with their raw
 * column; '' is "no dimension" (totals, series and, by its stag key, the stag card).
 */
export const VISITORS_DAILY_DIMENSIONS = [
  ['', "''"],
  ['interlayer_id', 'interlayer_id'],
  ['country', 'ip_country'],
  ['device', 'device'],
  ['browser', 'browser'],
  ['pathname', 'pathname'],
  ['license', 'license'],
] as const;

/** A dimension's name in the rollup ('' the total). */
export type VisitorsDailyDimension = (typeof VISITORS_DAILY_DIMENSIONS)[number][0];

/**
 * One row per (dimension, UTC day, bot, stag, value) with the exact set of visitor ids as a
 * uniqExact state: ordered by dimension then day, a card reads one dimension's days only, and
 * holds about one entry per visitor, day and value instead of the hourly rollup's nine-way key
 * (decision 070). Sets are idempotent, so an event inserted twice, or read again by the
 * backfill while the view already took it, counts once.
 */
export const VISITORS_DAILY_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visitors_daily (
  dimension String,
  day Date,
  bot UInt8,
  stag String,
  value String,
  visitors AggregateFunction(uniqExact, String)
) ENGINE = AggregatingMergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (dimension, day, bot, stag, value)`;

/**
 * Each event's (dimension, value) pairs of the rollup's dimensions, for an `ARRAY JOIN`: a NULL
 * value kept as '\0' as in the hourly rollup (no Nullable in a sorting key on 18.16).
 */
export function visitorsDailyPairs(): string {
  return VISITORS_DAILY_DIMENSIONS.map(
    ([name, column]) => `(${stringLiteral(name)}, ${column === "''" ? "''" : `ifNull(${column}, '\\0')`})`,
  ).join(', ');
}

/** The rollup's rows of the events matching `where` (the view's block, or a day of the backfill). */
function visitorsDailySelect(where: string): string {
  return `SELECT tupleElement(pair, 1) AS dimension,
    toDate(toDateTime(intDiv(timestamp, 1000), 'UTC')) AS day, bot,
    ifNull(stag, '\\0') AS stag, tupleElement(pair, 2) AS value,
    uniqExactState(assumeNotNull(temp_player_id)) AS visitors
  FROM analytics_events
  ARRAY JOIN [${visitorsDailyPairs()}] AS pair
  WHERE ${where}
  GROUP BY dimension, day, bot, stag, value`;
}

export const VISITORS_DAILY_VIEW = `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_visitors_daily_mv
TO analytics_visitors_daily AS ${visitorsDailySelect('isNotNull(temp_player_id)')}`;

/**
 * Fills the rollup from the events stored before its view existed, one UTC day per insert so
 * that a month at 100 million events stays within a query's memory. Run after the view is
 * created: an event both read here and taken by the view is one entry of the same set.
 */
export async function backfillVisitorsDaily(client: ClickHouseClient): Promise<void> {
  const result = await client.query({
    query: 'SELECT DISTINCT toString(event_date) AS day FROM analytics_events ORDER BY day',
    format: 'JSONEachRow',
  });
  for (const { day } of await result.json<{ day: string }>()) {
    await client.command({
      query: `INSERT INTO analytics_visitors_daily ${visitorsDailySelect(
        `event_date = toDate(${stringLiteral(day)}) AND isNotNull(temp_player_id)`,
      )}`,
    });
  }
}
