import { sql, type RawBuilder } from 'kysely';
import { weeksWithin } from '../rollups/traffic-columns.ts';

/** A rollup kept by day and the same sums kept by week (decision 088). */
export interface DayAndWeekTables {
  readonly days: string;
  readonly weeks: string;
}

/**
 * The rows of days [first, end) from a rollup kept both by day and by week: its whole weeks from
 * the weeks' table, the days at either edge from the days' (a 90-day range reads 13 weeks and at
 * most 12 days where it read 90 days). `columns` and `where` name no period: they apply to both.
 */
export function daysAndWeeks(
  tables: DayAndWeekTables,
  first: number,
  end: number,
  columns: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const { firstWeek, endWeek, dayRanges } = weeksWithin(first, end);
  const rows = (table: string, period: 'day' | 'week', from: number, to: number) =>
    sql`select ${columns} from ${sql.table(table)}
      where ${where} and ${sql.ref(period)} >= ${from} and ${sql.ref(period)} < ${to}`;
  const parts = [
    ...dayRanges.filter(([from, to]) => to > from).map(([from, to]) => rows(tables.days, 'day', from, to)),
    ...(endWeek > firstWeek ? [rows(tables.weeks, 'week', firstWeek, endWeek)] : []),
  ];
  // An empty range still reads as a valid query with no rows.
  return parts.length === 0 ? rows(tables.days, 'day', first, first) : sql.join(parts, sql` union all `);
}

export const TIMING_TABLES: DayAndWeekTables = { days: 'traffic_timing', weeks: 'traffic_timing_weeks' };
export const VALUE_COUNT_TABLES: DayAndWeekTables = {
  days: 'traffic_value_counts',
  weeks: 'traffic_value_counts_weeks',
};
export const FIRST_SEEN_TABLES: DayAndWeekTables = {
  days: 'traffic_first_seen',
  weeks: 'traffic_first_seen_weeks',
};

/**
 * The first-seen rows (`value`, `visitors`) that count a dimension's visitors of days first..end-1
 * (those whose previous day is before `first`), of the values `values` only when given.
 */
export const firstSeen = (
  scope: number,
  dim: number,
  first: number,
  end: number,
  values?: RawBuilder<unknown>,
): RawBuilder<unknown> =>
  daysAndWeeks(
    FIRST_SEEN_TABLES,
    first,
    end,
    sql`value, visitors`,
    sql`scope = ${scope} and dim = ${dim} and prev < ${first}${values === undefined ? sql`` : sql` and ${values}`}`,
  );
