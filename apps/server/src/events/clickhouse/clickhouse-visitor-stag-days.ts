import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';
import { STAG_TABLE_GRANULARITY, type TableDefinition } from './clickhouse-table-granules.ts';
import { visitorKeySql } from './clickhouse-visitor-hash.ts';
import { visitorsDailyPairs } from './clickhouse-visitors-daily.ts';

/**
 * A stags' dashboard's visitors per day (decision 105), rebuilt with decision 090's cells as the
 * same generation: per stag, `bot` (as the event's), dimension and value of the daily rollup
 * (dimension '' the day's total and the stag card), each visitor of that day's events once, as
 * the 16 bytes of their id's SipHash-128. A list's distinct visitors are `uniqExact(visitor)`
 * over its stags' rows (a visitor under two of its stags is one hash), as
 * analytics_visitors_daily's sets count them. Led by (bot, dimension, stag), a manager's ten
 * stags read their own rows of one card, where the rollup's key (dimension, day, bot, stag) made
 * a range read every stag's sets of each day (18.16 uses a key column after `stag IN (…)` for
 * nothing, so the dimension comes before it: 0.33M rows read for the total, not 0.85M). Events without a stag or a visitor are left out
 * (no list names them, and the rollup's sets hold no visitor for them).
 */
export const visitorStagDaysTable: TableDefinition = (
  name,
  granularity,
) => `CREATE TABLE IF NOT EXISTS ${name} (
  day Date,
  generation String,
  bot UInt8,
  stag String,
  dimension String,
  value String,
  visitor FixedString(16)
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (bot, dimension, stag, day, generation, value, visitor)
SETTINGS index_granularity = ${integerLiteral(granularity)}`;

/** The table itself, with decision 121's granules. */
export const VISITOR_STAG_DAYS_TABLE = visitorStagDaysTable(
  'analytics_visitor_stag_days',
  STAG_TABLE_GRANULARITY,
);

/**
 * The statement writing `day`'s visitor rows of `generation`: its events as stored (not FINAL,
 * as the rollup's view took each copy: a copy resent with another value or stag counts under
 * both, as in the sets), each (bot, stag, dimension, value, visitor) once.
 */
export function visitorStagDaysStatement(day: string, generation: string): string {
  // Aliases of their own: a SELECT's alias named as a column it reads shadows it on 18.16.
  return `INSERT INTO analytics_visitor_stag_days (day, generation, bot, stag, dimension, value, visitor)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      bot, stag_key, dim, dim_value, visitor_key
    FROM (
      SELECT DISTINCT bot, assumeNotNull(stag) AS stag_key, tupleElement(pair, 1) AS dim,
        tupleElement(pair, 2) AS dim_value, ${visitorKeySql()} AS visitor_key
      FROM analytics_events
      ARRAY JOIN [${visitorsDailyPairs()}] AS pair
      WHERE event_date = toDate(${stringLiteral(day)}) AND isNotNull(stag) AND isNotNull(temp_player_id)
    )`;
}
