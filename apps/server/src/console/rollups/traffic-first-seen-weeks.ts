import { firstDayOfWeek, weekOfDayNumber } from './traffic-columns.ts';

/** A change to one `traffic_first_seen_weeks` row (decision 091). */
export type FirstSeenWeekRow = {
  readonly scope: number;
  readonly dim: number;
  readonly value: string;
  readonly week: number;
  readonly prev: number;
  visitors: number;
};

/** A daily first-seen change as the batch carries it (query rows: numbers may come as text). */
export type FirstSeenDayRow = Readonly<Record<string, number | string | null>>;

const numberOf = (cell: number | string | null | undefined): number => Number(cell ?? 0);

/**
 * The weekly first-seen counts a batch's daily changes make (decision 091): a week's row
 * (week, previous day, value) sums its days' rows, linear in them, so their changes (negative
 * ones too) carry over as they are. Only rows whose previous day is before the week are kept: a
 * whole week of a range starts at or after the range's first day, and the report reads only
 * rows whose previous day is before that, so the others would never be read (of a chain's days
 * in one week, only the first can qualify: the table is at most one row a chain and week).
 */
export function firstSeenWeekRows(rows: Iterable<FirstSeenDayRow>): FirstSeenWeekRow[] {
  const out = new Map<string, FirstSeenWeekRow>();
  for (const row of rows) {
    const week = weekOfDayNumber(numberOf(row.day));
    const prev = numberOf(row.prev);
    if (prev >= firstDayOfWeek(week)) continue;
    const scope = numberOf(row.scope);
    const dim = numberOf(row.dim);
    const value = String(row.value ?? '');
    const id = `${scope}:${dim}:${week}:${prev}:${value}`;
    const sum = out.get(id);
    const visitors = numberOf(row.visitors);
    if (sum === undefined) out.set(id, { scope, dim, value, week, prev, visitors });
    else sum.visitors += visitors;
  }
  return [...out.values()].filter((row) => row.visitors !== 0);
}
