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
import { builtRowsCondition, type BuiltWeek } from './clickhouse-timing-weeks-read.ts';
import { distinctEvents } from './clickhouse-traffic-sql.ts';

/** The percentiles of the card, as (name, percent) for nearest rank. */
export const PERCENTILES = [
  ['p50', 50],
  ['p75', 75],
  ['p95', 95],
] as const;

/**
 * How a page card's shown pages are chosen: `pages first` reads their weights, then only the
 * shown pages' cells (decision 090's form, cheap where a page counts table and a key by page
 * narrow the reads: the unfiltered scope's); `one read` reads every page's cells once and keeps
 * the shown pages after their percentiles (decision 107: a stags' cells are read by stag only,
 * so each of the other form's four reads took all of the stags' rows). For a list of stags only.
 */
export type ShownPagesRead = 'pages first' | 'one read';

/**
 * The timing cards' percentiles from cells (decision 090): the range's rebuilt days from the
 * per-day tables (each day's chosen generation only), its other days from raw events through
 * distinctEvents, both as (value, metric, cell, samples), summed per cell. The page card shows
 * only the pages whose larger metric's sample count is at least the `top`-th largest (ties kept,
 * so timingRows chooses among them as it does over every page), read as `shownPages` says; the
 * device card shows every device. Per (card, value, metric) the cells sorted with their running
 * counts, and each percentile the first cell whose running count reaches ⌈p·n/100⌉: nearest rank
 * over the samples, as the raw card's sorted arrays. For an unfiltered scope, or one of stags
 * only (at least one), whose built days are its stags' cells summed (decision 099): the tables
 * have no other dimension. `days.built` must not be empty. The built days of `weeks` are read as
 * their whole weeks' rows (decision 118: stored in the same tables, on the week's Monday).
 */
export function timingCellsSql(
  scope: EventScope,
  start: number,
  end: number,
  top: number,
  days: TimingDays,
  shownPages: ShownPagesRead = 'pages first',
  weeks: readonly BuiltWeek[] = [],
): string {
  const bots = scope.includeBots ? '1 = 1' : 'bot = 0';
  const built = builtRowsCondition(days.built, weeks);
  const rawDays = `event_date IN (${days.raw.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})`;
  const rawEvents = (column: TimingCardColumn) =>
    distinctEvents(scope, start, end, `${rawDays} AND (${ANY_TIMING})`, [
      'bot',
      column,
      ...TRAFFIC_TIMING_METRICS,
    ]);
  const withRaw = (tables: string, raw: () => string) =>
    days.raw.length === 0 ? tables : `${tables} UNION ALL ${raw()}`;
  const rawCells = (card: TimingCardColumn) =>
    `SELECT '${card}' AS dimension, value, metric, cell, samples FROM (${cellsOfEvents(rawEvents(card), card)})`;
  const condition = `(${built}) AND ${bots}`;

  if (shownPages === 'one read') {
    if (scope.stags === null) throw new Error("timingCellsSql: 'one read' is for a scope of stags only");
    const cells = withRaw(
      stagCardsRows(scope.stags, condition),
      () => `${rawCells('pathname')} UNION ALL ${rawCells('device')}`,
    );
    return shownAfterPercentiles(cells, top);
  }

  const rows = (card: TimingCardColumn, cells: boolean, values: string | null = null) =>
    builtRows(scope.stags, card, cells, condition, values);

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
    () => `SELECT * FROM (${rawCells('pathname')}) WHERE value IN ${shown}`,
  );
  const devices = withRaw(
    `SELECT 'device' AS dimension, value, metric, cell, samples FROM (${rows('device', true)})`,
    () => rawCells('device'),
  );
  return `SELECT dimension, value, metric, n AS samples, p50, p75, p95
    FROM (${percentiles(`${pages} UNION ALL ${devices}`)})`;
}

/**
 * Per (dimension, value, metric) of `cells` (rows of dimension, value, metric, cell, samples):
 * the sample count `n` and the percentiles at nearest rank over the cells summed and sorted.
 */
function percentiles(cells: string): string {
  const ranks = PERCENTILES.map(
    ([name, percent]) =>
      `cells[arrayFirstIndex(c -> c >= intDiv(n * ${percent} + 99, 100), cums)] AS ${name}`,
  ).join(', ');
  return `
    SELECT dimension, value, metric, n, ${ranks}
    FROM (
      SELECT dimension, value, metric, arrayMap(t -> tupleElement(t, 1), sorted) AS cells,
        arrayCumSum(arrayMap(t -> tupleElement(t, 2), sorted)) AS cums, cums[-1] AS n
      FROM (
        SELECT dimension, value, metric, arraySort(groupArray((cell, s))) AS sorted
        FROM (
          SELECT dimension, value, metric, cell, sum(samples) AS s
          FROM (${cells})
          GROUP BY dimension, value, metric, cell
        )
        GROUP BY dimension, value, metric
      )
    )`;
}

/**
 * Both cards' percentiles from one read of `cells`, the page card kept to its shown pages after
 * them: a page's weight is its larger metric's count (the largest `n` of its rows), the top-th
 * largest weight the threshold (0 when there are fewer pages: all shown, as the other form's
 * min over fewer rows). 18.16 has no WITH of a subquery read once, so the pages' weights and the
 * threshold come from one array of every (card, value) row; a lambda there does not see a column
 * of its subquery unless selected too, hence the ARRAY JOIN and a WHERE.
 */
function shownAfterPercentiles(cells: string, top: number): string {
  return `
    SELECT dimension, value, tupleElement(m, 1) AS metric, tupleElement(m, 2) AS samples,
      tupleElement(m, 3) AS p50, tupleElement(m, 4) AS p75, tupleElement(m, 5) AS p95
    FROM (
      SELECT tupleElement(card, 1) AS dimension, tupleElement(card, 2) AS value, tupleElement(card, 4) AS metrics
      FROM (
        SELECT groupArray((dimension, value, weight, metrics)) AS cards,
          arrayReverseSort(groupArrayIf(weight, dimension = 'pathname'))[${integerLiteral(top)}] AS threshold
        FROM (
          SELECT dimension, value, max(n) AS weight, groupArray((metric, n, p50, p75, p95)) AS metrics
          FROM (${percentiles(cells)})
          GROUP BY dimension, value
        )
      )
      ARRAY JOIN cards AS card
      WHERE tupleElement(card, 1) = 'device' OR tupleElement(card, 3) >= threshold
    )
    ARRAY JOIN metrics AS m`;
}

/** A list of stags' cells of both cards on the built days where `condition` holds (decision 099). */
function stagCardsRows(stags: readonly string[], condition: string): string {
  return `SELECT dimension, value, metric, cell, samples FROM analytics_timing_stag_cells
    WHERE stag IN ${stringList(stags)} AND ${condition}`;
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
