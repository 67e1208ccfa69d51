import { TRAFFIC_TIMING_METRICS } from '@playfront/contracts';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';
import { STAG_TABLE_GRANULARITY, type TableDefinition } from './clickhouse-table-granules.ts';
import { ANY_TIMING, timingSamplesArray } from './clickhouse-timing-days.ts';

/**
 * The timing cards' cells per day and stag (decision 099), for a dashboard restricted to stags
 * (an affiliate manager's): per stag, bot, card (`dimension` 'pathname' or 'device'), value (a
 * NULL as '\0'), metric and cell, the number of samples, rebuilt with decision 090's cells of the
 * day as the same generation. A cell counts samples, so a list of stags' card is the sum of its
 * stags' cells, exactly. Events without a stag are left out (no list names them). Led by (stag,
 * dimension): a manager's stags read their own rows of one card; a page card's sample counts are
 * its cells summed, so no counts table.
 */
export const timingStagCellsTable: TableDefinition = (
  name,
  granularity,
) => `CREATE TABLE IF NOT EXISTS ${name} (
  day Date,
  generation String,
  stag String,
  dimension String,
  bot UInt8,
  value String,
  metric UInt8,
  cell Float64,
  samples UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (stag, dimension, day, generation, bot, value, metric, cell)
SETTINGS index_granularity = ${integerLiteral(granularity)}`;

/** The table itself, with decision 121's granules. */
export const TIMING_STAG_CELLS_TABLE = timingStagCellsTable(
  'analytics_timing_stag_cells',
  STAG_TABLE_GRANULARITY,
);

/**
 * The statement writing `day`'s per-stag cells of `generation`: the day's events with a stag and
 * a sample read once through FINAL, as the day's cells are (each id once, its last received copy:
 * a copy resent under another of a manager's stags is one sample, as on the raw path's list), each
 * event once per card.
 */
export function timingStagCellsStatement(day: string, generation: string): string {
  return `INSERT INTO analytics_timing_stag_cells (day, generation, stag, dimension, bot, value, metric, cell, samples)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      stag_key, card, bot, value, metric, cell, samples
    FROM (
      SELECT stag_key, tupleElement(pair, 1) AS card, bot, tupleElement(pair, 2) AS value,
        tupleElement(m, 1) AS metric, assumeNotNull(tupleElement(m, 2)) AS cell, count() AS samples
      FROM (
        SELECT stag_key, bot, pair, ${TRAFFIC_TIMING_METRICS.join(', ')}
        FROM (
          SELECT assumeNotNull(stag) AS stag_key, bot, pathname, device, ${TRAFFIC_TIMING_METRICS.join(', ')}
          FROM analytics_events FINAL
          WHERE event_date = toDate(${stringLiteral(day)}) AND isNotNull(stag) AND (${ANY_TIMING})
        )
        -- One ARRAY JOIN a SELECT on 18.16: each event once per card here, its samples outside.
        ARRAY JOIN [('pathname', ifNull(pathname, '\\0')), ('device', ifNull(device, '\\0'))] AS pair
      )
      ARRAY JOIN ${timingSamplesArray()} AS m
      GROUP BY stag_key, card, bot, value, metric, cell
    )`;
}
