import {
  ANY_TIMING,
  cellsOfEvents,
  timingSamplesArray,
  type TimingCardColumn,
} from '../../events/clickhouse/clickhouse-timing-days.ts';
import { integerLiteral, stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { TRAFFIC_TIMING_METRICS } from '@playfront/contracts';
import type { EventScope } from '../traffic/traffic-sql.ts';
import type { TimingDays } from './clickhouse-timing-days-read.ts';
import { distinctEvents } from './clickhouse-traffic-sql.ts';

/** The percentiles of the card, as (name, percent) for nearest rank. */
export const PERCENTILES = [
  ['p50', 50],
  ['p75', 75],
  ['p95', 95],
] as const;

/**
 * The timing cards' percentiles from cells (decision 090): the range's rebuilt days from the
 * per-day tables (each day's chosen generation only), its other days from raw events through
 * distinctEvents, both as (value, metric, cell, samples), summed per cell. The page card reads
 * cells only for the pages it can show: those whose larger metric's sample count is at least the
 * `top`-th largest (ties kept, so timingRows chooses among them as it does over every page);
 * the device card reads every device. Then per (card, value, metric) the cells sorted with their
 * running counts, and each percentile the first cell whose running count reaches ⌈p·n/100⌉:
 * nearest rank over the samples, as the raw card's sorted arrays. For an unfiltered scope, or one
 * of stags only (at least one), whose built days are its stags' cells summed (decision 099): the
 * tables have no other dimension. `days.built` must not be empty.
 */
export function timingCellsSql(
  scope: EventScope,
  start: number,
  end: number,
  top: number,
  days: TimingDays,
): string {
  const bots = scope.includeBots ? '1 = 1' : 'bot = 0';
  // A generation names one day's rebuild, so the names select the days' rows; the range of days
  // keeps the read to the key's prefix (a 90-term OR of (day, generation) pairs took 16–31 s where
  // this takes 1.3–1.8 s over 90 days under load 6).
  const builtDays = days.built.map(({ day }) => day);
  const built = `day >= toDate(${stringLiteral(builtDays[0] ?? '1970-01-01')})
    AND day <= toDate(${stringLiteral(builtDays.at(-1) ?? '1970-01-01')})
    AND generation IN ${stringList(days.built.map(({ generation }) => generation))}`;
  const rawDays = `event_date IN (${days.raw.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})`;
  const rawEvents = (column: TimingCardColumn) =>
    distinctEvents(scope, start, end, `${rawDays} AND (${ANY_TIMING})`, [
      'bot',
      column,
      ...TRAFFIC_TIMING_METRICS,
    ]);
  const withRaw = (tables: string, raw: () => string) =>
    days.raw.length === 0 ? tables : `${tables} UNION ALL ${raw()}`;

  const rows = (card: TimingCardColumn, cells: boolean, values: string | null = null) =>
    builtRows(scope.stags, card, cells, `(${built}) AND ${bots}`, values);

  // Each page's larger metric's samples over the range, and the pages at or above the top-th.
  const weights = `(
    SELECT value, greatest(${TRAFFIC_TIMING_METRICS.map((_, index) => `sumIf(samples, metric = ${index})`).join(', ')}) AS weight
    FROM (${withRaw(
      rows('pathname', false),
      () => `SELECT ifNull(pathname, '\\0') AS value, tupleElement(m, 1) AS metric, toUInt64(1) AS samples
        FROM ${rawEvents('pathname')} ARRAY JOIN ${timingSamplesArray()} AS m`,
    )})
    GROUP BY value
  )`;
  const shown = `(SELECT value FROM ${weights} WHERE weight >= (
    SELECT min(weight) FROM (SELECT weight FROM ${weights} ORDER BY weight DESC LIMIT ${integerLiteral(top)})))`;

  const pages = withRaw(
    `SELECT 'pathname' AS dimension, value, metric, cell, samples FROM (${rows('pathname', true, shown)})`,
    () => `SELECT 'pathname' AS dimension, value, metric, cell, samples
      FROM (${cellsOfEvents(rawEvents('pathname'), 'pathname')}) WHERE value IN ${shown}`,
  );
  const devices = withRaw(
    `SELECT 'device' AS dimension, value, metric, cell, samples FROM (${rows('device', true)})`,
    () => `SELECT 'device' AS dimension, value, metric, cell, samples
      FROM (${cellsOfEvents(rawEvents('device'), 'device')})`,
  );
  const ranks = PERCENTILES.map(
    ([name, percent]) =>
      `cells[arrayFirstIndex(c -> c >= intDiv(n * ${percent} + 99, 100), cums)] AS ${name}`,
  ).join(', ');
  return `
    SELECT dimension, value, metric, n AS samples, ${ranks}
    FROM (
      SELECT dimension, value, metric, arrayMap(t -> tupleElement(t, 1), sorted) AS cells,
        arrayCumSum(arrayMap(t -> tupleElement(t, 2), sorted)) AS cums, cums[-1] AS n
      FROM (
        SELECT dimension, value, metric, arraySort(groupArray((cell, s))) AS sorted
        FROM (
          SELECT dimension, value, metric, cell, sum(samples) AS s
          FROM (${pages} UNION ALL ${devices})
          GROUP BY dimension, value, metric, cell
        )
        GROUP BY dimension, value, metric
      )
    )`;
}

/**
 * A card's rows of the built days where `condition` holds (and its value is in `values`), as
 * (value, metric, samples), or with each cell (`cells`): the page card's sample counts from the
 * counts table, its cells and the devices' from theirs; for a list of stags (`stags` not null)
 * all from its stags' cells (decision 099), a page's counts being its cells summed.
 */
function builtRows(
  stags: readonly string[] | null,
  card: TimingCardColumn,
  cells: boolean,
  condition: string,
  values: string | null,
): string {
  const columns = cells ? 'metric, cell, samples' : 'metric, samples';
  if (stags !== null) {
    const rows = `SELECT value, ${columns} FROM analytics_timing_stag_cells
      WHERE stag IN ${stringList(stags)} AND dimension = ${stringLiteral(card)} AND ${condition}`;
    // The shown pages outside the table's WHERE: there 18.16 matched the set against the key's
    // marks of every part (`value` is in the key), 1.44 s against 0.29 s for ten stags' 30 days.
    return values === null ? rows : `SELECT value, ${columns} FROM (${rows}) WHERE value IN ${values}`;
  }
  const table = !cells
    ? 'analytics_timing_page_counts'
    : card === 'pathname'
      ? 'analytics_timing_pages'
      : 'analytics_timing_devices';
  return `SELECT ${card} AS value, ${columns} FROM ${table}
    WHERE ${condition} ${values === null ? '' : `AND ${card} IN ${values}`}`;
}
