import { integerLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import type { BuiltDay } from './clickhouse-timing-days-read.ts';
import { builtRowsCondition, type BuiltWeek } from './clickhouse-timing-weeks-read.ts';
import { dayMidnightSql } from './clickhouse-traffic-sql.ts';

/** A kept visit's columns a report may read besides its start. */
export type StoredVisitColumn = 'stag' | 'interlayer_id' | 'ip_country' | 'device' | 'second_view';

/**
 * The visits kept ahead of time (analytics_visits, decision 072) that start in [start, end),
 * for the variant that includes bots or not: each (visitor, start) as its newest row (FINAL),
 * the deleted ones left out. Columns: timestamp (the start) and those asked for, a dimension's
 * NULL again where the table keeps '\0'. The condition inside reads the sorting key only, which
 * every version of a visit shares; anything on a visit's other columns goes outside, after FINAL
 * has chosen the newest row (an older row of a rewritten visit must not be seen). FINAL rather
 * than argMax per (visitor, start): at 10M events a month's 658,000 visits took 1.3 s against
 * 11 s (decision 072). Only the columns asked for: 18.16 reads every column a subquery names.
 */
export function storedVisits(
  includeBots: boolean,
  start: number,
  end: number,
  columns: readonly StoredVisitColumn[],
): string {
  const outer = columns.map((column) =>
    column === 'second_view' ? column : `nullIf(kept_${column}, '\\0') AS ${column}`,
  );
  const inner = columns.map((column) => (column === 'second_view' ? column : `${column} AS kept_${column}`));
  return `(
    SELECT ${['start AS timestamp', ...outer].join(', ')}
    FROM (
      SELECT ${['start', 'deleted', ...inner].join(', ')}
      FROM analytics_visits FINAL
      WHERE bots = ${includeBots ? 1 : 0} AND start >= ${integerLiteral(start)} AND start < ${integerLiteral(end)}
    )
    WHERE deleted = 0
  )`;
}

/** A dimension column of both analytics_visits and analytics_visit_days. */
export type VisitDimensionColumn = Exclude<StoredVisitColumn, 'second_view'>;

/**
 * The kept visits' counts of the rebuilt `days` (analytics_visit_days, decision 110) for the
 * variant: rows of `timestamp` (the day's midnight, unix ms), the columns asked for (NULL again
 * where the table keeps '\0') and `n` (visits), shaped as storedVisitCounts' rows so that a
 * report adds them up with the days not rebuilt. The days of `weeks` are read as their whole
 * weeks' rows (decision 118), each on its Monday: only for a report not grouped by day or month.
 * Renamed inside: an alias named as a column it reads is cyclic on 18.16.
 */
export function builtVisitCounts(
  includeBots: boolean,
  days: readonly BuiltDay[],
  columns: readonly VisitDimensionColumn[],
  weeks: readonly BuiltWeek[] = [],
): string {
  const outer = columns.map((column) => `nullIf(kept_${column}, '\\0') AS ${column}`);
  const inner = columns.map((column) => `${column} AS kept_${column}`);
  return `(
    SELECT ${[`${dayMidnightSql('kept_day')} AS timestamp`, ...outer, 'kept_visits AS n'].join(', ')}
    FROM (
      SELECT ${['day AS kept_day', ...inner, 'visits AS kept_visits'].join(', ')}
      FROM analytics_visit_days
      WHERE bots = ${includeBots ? 1 : 0} AND ${builtRowsCondition(days, weeks)}
    )
  )`;
}

/**
 * storedVisits as rows of builtVisitCounts' shape: each visit with `n` 1, for the days a report
 * reads from the kept visits beside the rebuilt ones.
 */
export function storedVisitCounts(
  includeBots: boolean,
  start: number,
  end: number,
  columns: readonly VisitDimensionColumn[],
): string {
  return `(
    SELECT ${['timestamp', ...columns, 'toUInt64(1) AS n'].join(', ')}
    FROM ${storedVisits(includeBots, start, end, columns)}
  )`;
}
