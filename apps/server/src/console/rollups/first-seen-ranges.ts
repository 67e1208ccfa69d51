import { sql, type RawBuilder } from 'kysely';
import { monthOf, nextMonthOf } from './first-seen-months.ts';

/** Part of a range: days (daily rows) or whole months (month sums), added or taken away. */
export interface RangePiece {
  readonly rows: 'days' | 'months';
  /** Inclusive: day numbers, or for months the day numbers of their first days. */
  readonly first: number;
  readonly last: number;
  readonly sign: 1 | -1;
}

/**
 * Days first..last as daily and month rows (decision 073): the days before its first whole month
 * from the daily rows, its whole closed months (through `closedThrough`) from the month sums, the
 * days of months not closed from the daily rows, and a last closed month it ends inside of
 * either from its days or, when fewer of that month's days are after the range than in it, as the
 * month's sum less the days after the range (days not come yet have no rows: a range ending
 * yesterday takes away today's rows alone). A first-seen count read from a month sum has its
 * previous day before the month, so the caller's "previous day before `first`" holds for both.
 */
export function rangePieces(first: number, last: number, closedThrough: number): RangePiece[] {
  const pieces: RangePiece[] = [];
  let month = monthOf(first) === first ? first : nextMonthOf(first);
  if (first < month) pieces.push({ rows: 'days', first, last: Math.min(month - 1, last), sign: 1 });
  let wholeFrom: number | null = null;
  let wholeTo = 0;
  while (month <= last) {
    const next = nextMonthOf(month);
    if (month > closedThrough) {
      // Not summed yet (the current month): the rest from its days.
      pieces.push({ rows: 'days', first: month, last, sign: 1 });
      break;
    }
    if (next - 1 <= last) {
      wholeFrom ??= month;
      wholeTo = month;
      month = next;
      continue;
    }
    const inside = last - month + 1;
    const after = next - 1 - last;
    if (after < inside) {
      wholeFrom ??= month;
      wholeTo = month;
      pieces.push({ rows: 'days', first: last + 1, last: next - 1, sign: -1 });
    } else {
      pieces.push({ rows: 'days', first: month, last, sign: 1 });
    }
    break;
  }
  if (wholeFrom !== null) pieces.push({ rows: 'months', first: wholeFrom, last: wholeTo, sign: 1 });
  return pieces;
}

/** Where a range's sums are read: scope, subset, its days, and which keys. */
export interface RangeRead {
  readonly scope: number;
  readonly subset: number;
  readonly first: number;
  readonly last: number;
  /** The key column as selected (`+key` keeps SQLite on the day or month order). */
  readonly key: RawBuilder<unknown>;
  /** A condition on `key` (` and key in (...)`), or empty for every key. */
  readonly inKeys: RawBuilder<unknown>;
  /** The first day of the last month whose sums are kept (`closedThrough`). */
  readonly closedThrough: number;
}

/**
 * One select of (key, n) per piece, joined by `union all`: summed per key by the caller in the
 * same statement, so the month sums and the days taken from them are read at one moment. Visit
 * starts, or first-seen counts whose previous day is before the range.
 */
export function rangeParts(table: 'visits' | 'visitors', read: RangeRead): RawBuilder<unknown> {
  const column = sql.raw(table);
  const parts = rangePieces(read.first, read.last, read.closedThrough).map((piece) => {
    const source = sql.raw(
      table === 'visits'
        ? piece.rows === 'days'
          ? 'visit_counts'
          : 'visit_count_months'
        : piece.rows === 'days'
          ? 'first_seen_rollups'
          : 'first_seen_months',
    );
    const when = sql.raw(piece.rows === 'days' ? 'day' : 'month');
    const since = table === 'visitors' ? sql`and prev < ${read.first}` : sql``;
    const n = piece.sign === 1 ? column : sql`-${column}`;
    return sql`select ${read.key} as key, ${n} as n from ${source}
      where scope = ${read.scope} and subset = ${read.subset} and ${when} >= ${piece.first}
        and ${when} <= ${piece.last} ${read.inKeys} ${since}`;
  });
  // An empty range (never asked: from <= to) still gives a valid statement.
  if (parts.length === 0) return sql`select 0 as key, 0 as n where 1 = 0`;
  return sql.join(parts, sql` union all `);
}
