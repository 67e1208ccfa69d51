import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_TIMING_METRICS } from '@playfront/contracts';
import { timingBucketSql } from '../../console/rollups/timing-bucket-sql.ts';
import { stringList, stringLiteral } from './clickhouse-literal.ts';
import { pageviewDayStatement } from './clickhouse-pageview-days.ts';
import { timingStagCellsStatement } from './clickhouse-timing-stag-days.ts';
import { visitBounceDaysStatement } from './clickhouse-visit-bounce-days.ts';
import { visitDaysStatement } from './clickhouse-visit-days.ts';
import { visitorPresenceStatement } from './clickhouse-visitor-chains.ts';
import { visitStagSetsStatement } from './clickhouse-visit-stag-days.ts';
import { visitorStagDaysStatement } from './clickhouse-visitor-stag-days.ts';
import { watermarkTable } from './clickhouse-watermark-tables.ts';

/**
 * The timing cards' cells per UTC day (decision 090, designed in 087): the number of samples of
 * each (bot, value, metric, cell), the cell being the sample's bucket (decision 088), for pages
 * and for devices, and the pages' sample counts that choose the shown pages. Each day is rebuilt
 * whole from its events read once (FINAL) by the updater (clickhouse-timing-days-updater.ts) as
 * a new `generation`, and readers take each day's newest recorded generation only: rows are
 * replaced, never added to, so a copy of an event never counts twice. The generation sits right
 * after the day in the key, so a day's chosen generation and the shown pages are a key prefix.
 * `metric` is the index in TRAFFIC_TIMING_METRICS; a missing pathname or device is '\0', as the
 * rollups keep it.
 */
export const TIMING_PAGES_TABLE = `CREATE TABLE IF NOT EXISTS analytics_timing_pages (
  day Date,
  generation String,
  bot UInt8,
  pathname String,
  metric UInt8,
  cell Float64,
  samples UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (day, generation, bot, pathname, metric, cell)`;

export const TIMING_DEVICES_TABLE = `CREATE TABLE IF NOT EXISTS analytics_timing_devices (
  day Date,
  generation String,
  bot UInt8,
  device String,
  metric UInt8,
  cell Float64,
  samples UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (day, generation, bot, device, metric, cell)`;

export const TIMING_PAGE_COUNTS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_timing_page_counts (
  day Date,
  generation String,
  bot UInt8,
  pathname String,
  metric UInt8,
  samples UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (day, generation, bot, pathname, metric)`;

/**
 * One row per finished rebuild, written after its rows: a generation without one is never read.
 * `covered_until` is the rebuild's start less the updater's overlap: every insert stamped before
 * it on the work list was visible to the rebuild's read.
 */
export const TIMING_BUILT_TABLE = `CREATE TABLE IF NOT EXISTS analytics_timing_built (
  day Date,
  generation String,
  covered_until DateTime
) ENGINE = MergeTree()
ORDER BY (day, generation)`;

/** The days each insert touched, stamped with the server's time of the insert (decision 072's form). */
export const TIMING_DIRTY_TABLE = `CREATE TABLE IF NOT EXISTS analytics_timing_dirty (
  inserted_at DateTime,
  day Date
) ENGINE = MergeTree()
PARTITION BY toYYYYMMDD(inserted_at)
ORDER BY (inserted_at, day)`;

export const TIMING_DIRTY_VIEW = `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_timing_dirty_mv
TO analytics_timing_dirty AS
SELECT now() AS inserted_at, toDate(toDateTime(intDiv(timestamp, 1000), 'UTC')) AS day
FROM analytics_events
GROUP BY day`;

/** How far the updater has handled the work list: every row stamped before it is in a rebuild. */
export const TIMING_WATERMARK_TABLE = watermarkTable('analytics_timing_watermark');

/**
 * Puts every day of the stored events on the work list, stamped 1970 (those events are all
 * visible already, so any rebuild covers them): the updater then builds the tables in the
 * background while reports read those days from raw events. Run after the view exists.
 */
export async function listStoredTimingDays(client: ClickHouseClient): Promise<void> {
  await client.command({
    query: `INSERT INTO analytics_timing_dirty (inserted_at, day)
      SELECT toDateTime(0) AS inserted_at, day FROM (SELECT DISTINCT event_date AS day FROM analytics_events)`,
  });
}

/**
 * Puts the days of these visitors' events on the work list, each with the days before and after it
 * (its first hour and last 30 minutes belong to those days' windows), stamped now. For an erasure
 * (decisions 102, 119): the stags' visit rows name some visitors by a hash of their id, which a
 * pseudonymisation changes in the events, so those days are built again from the new names. Called
 * by each of the erasure's sweeps, the names old and new: a sweep that comes before ClickHouse has
 * applied the rename lists the days again once it has.
 */
export async function listVisitorDays(
  client: ClickHouseClient,
  visitorIds: readonly string[],
): Promise<void> {
  if (visitorIds.length === 0) return;
  await client.command({
    query: `INSERT INTO analytics_timing_dirty (inserted_at, day)
      SELECT now() AS inserted_at, day FROM (
        SELECT DISTINCT event_date AS event_day FROM analytics_events
        WHERE temp_player_id IN ${stringList(visitorIds)}
      ) ARRAY JOIN [event_day - 1, event_day, event_day + 1] AS day`,
  });
}

/** A card's column in the cell tables and in the raw events. */
export type TimingCardColumn = 'pathname' | 'device';

/**
 * `(metric, cell)` pairs of an event's samples as an ARRAY JOIN's array: one element per metric
 * it has, `metric` its index in TRAFFIC_TIMING_METRICS, `cell` its bucket (timingBucketSql).
 */
export function timingSamplesArray(): string {
  const pairs = TRAFFIC_TIMING_METRICS.map(
    (metric, index) => `(toUInt8(${index}), ${timingBucketSql(metric)})`,
  ).join(', ');
  return `arrayFilter(t -> isNotNull(tupleElement(t, 2)), [${pairs}])`;
}

/** Any timing sample: the events the cards read. */
export const ANY_TIMING = TRAFFIC_TIMING_METRICS.map((metric) => `isNotNull(${metric})`).join(' OR ');

/**
 * The cells of `column` per (bot, value, metric, cell) of `events`, a subquery with `bot`, the
 * column and the metrics, each event once: what a rebuild writes for one day, and what a report
 * reads for a day not rebuilt yet.
 */
export function cellsOfEvents(events: string, column: TimingCardColumn): string {
  return `SELECT bot, ifNull(${column}, '\\0') AS value, tupleElement(m, 1) AS metric,
      assumeNotNull(tupleElement(m, 2)) AS cell, count() AS samples
    FROM ${events}
    ARRAY JOIN ${timingSamplesArray()} AS m
    GROUP BY bot, value, metric, cell`;
}

/** A day's events, each once (FINAL: the table's key is (event_date, event_id), decision 080). */
function dayEvents(day: string, column: TimingCardColumn): string {
  return `(
    SELECT bot, ${column}, ${TRAFFIC_TIMING_METRICS.join(', ')}
    FROM analytics_events FINAL
    WHERE event_date = toDate(${stringLiteral(day)}) AND (${ANY_TIMING})
  )`;
}

/**
 * The statements that write `day`'s rows of `generation`: each card's cells, then the counts, then
 * the day's page views (decision 094), its page views per stag (decision 097), its cells per stag
 * (decision 099), its visits per set of stags (decision 119), its visitors per stag (105), its
 * visits by their first dimensions (110) and its visitors' presence (112; the updater then writes
 * the day's chain links from it).
 */
export function rebuildStatements(day: string, generation: string): string[] {
  const at = `toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation`;
  const cells = (table: string, column: TimingCardColumn) =>
    `INSERT INTO ${table} (day, generation, bot, ${column}, metric, cell, samples)
    SELECT ${at}, bot, value, metric, cell, samples FROM (${cellsOfEvents(dayEvents(day, column), column)})`;
  return [
    cells('analytics_timing_pages', 'pathname'),
    cells('analytics_timing_devices', 'device'),
    // From the pages' cells just written: no second read of the events. Summed in a subquery:
    // ClickHouse lets a SELECT's aliases shadow columns in its WHERE, so `day` and `generation`
    // named there would make the filter always true and sum every day's cells.
    `INSERT INTO analytics_timing_page_counts (day, generation, bot, pathname, metric, samples)
    SELECT ${at}, bot, pathname, metric, samples FROM (
      SELECT bot, pathname, metric, sum(samples) AS samples FROM analytics_timing_pages
      WHERE day = toDate(${stringLiteral(day)}) AND generation = ${stringLiteral(generation)}
      GROUP BY bot, pathname, metric
    )`,
    pageviewDayStatement(day, generation),
    pageviewDayStatement(day, generation, true),
    timingStagCellsStatement(day, generation),
    visitStagSetsStatement(day, generation),
    visitorStagDaysStatement(day, generation),
    visitDaysStatement(day, generation),
    visitBounceDaysStatement(day, generation),
    visitorPresenceStatement(day, generation),
  ];
}

/** The tables a generation writes, in the order a clean-up deletes them (its mark last). */
export const TIMING_GENERATION_TABLES = [
  'analytics_timing_pages',
  'analytics_timing_devices',
  'analytics_timing_page_counts',
  'analytics_pageview_days',
  'analytics_pageview_stag_days',
  'analytics_timing_stag_cells',
  'analytics_visit_stag_sets',
  // Step 12's rows (decision 102), no longer written: their generations are deleted as superseded.
  'analytics_visit_stag_days',
  'analytics_visitor_stag_days',
  'analytics_visit_days',
  'analytics_visit_bounce_days',
  'analytics_visitor_presence',
  'analytics_visitor_chain_days',
  'analytics_visitor_chain_built',
  'analytics_timing_built',
] as const;
