import { sql, type Kysely, type RawBuilder } from 'kysely';
import { monthOf, nextMonthOf, summedThrough } from './first-seen-months.ts';

/** Part of a range: days (daily rows) or whole months (month sums), added or taken away. */
export interface RangePiece {
  readonly rows: 'days' | 'months';
  /** Inclusive: day numbers, or for months the day numbers of their first days. */
  readonly first: number;
  readonly last: number;
  readonly sign: 1 | -1;
}

/**
 * Days first..last as daily and month rows (decision 073). A month's sum holds its days through
 * `summedThrough` (all of them for a month that is over, through yesterday for the current one).
 * The range is: the days before its first month from the daily rows; each month it covers through
 * the month's last summed day from the month's sum; the days after `summedThrough` from the daily
 * rows; and a month it ends inside the summed days of, either from its days or, when fewer of its
 * summed days are after the range than in it, as its sum less those days. A first-seen count in a
 * month sum has its previous day before the month, so the caller's "previous day before `first`"
 * selects alike from both.
 */
export function rangePieces(first: number, last: number, summedThrough: number): RangePiece[] {
  const pieces: RangePiece[] = [];
  let month = monthOf(first) === first ? first : nextMonthOf(first);
  if (first < month) pieces.push({ rows: 'days', first, last: Math.min(month - 1, last), sign: 1 });
  let wholeFrom: number | null = null;
  let wholeTo = 0;

  while (month <= last) {
    const next = nextMonthOf(month);
    if (month > summedThrough) {
      // Nothing of it summed yet: the rest from its days.
      pieces.push({ rows: 'days', first: month, last, sign: 1 });
      break;
    }
    const summedEnd = Math.min(next - 1, summedThrough);
    if (last >= summedEnd) {
      wholeFrom ??= month;
      wholeTo = month;
      if (summedEnd === next - 1) {
        month = next;
        continue;
      }
      // The current month: its days since the last summed one.
      if (last > summedEnd) pieces.push({ rows: 'days', first: summedEnd + 1, last, sign: 1 });
      break;
    }
    if (summedEnd - last < last - month + 1) {
      wholeFrom ??= month;
      wholeTo = month;
      pieces.push({ rows: 'days', first: last + 1, last: summedEnd, sign: -1 });
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
}

/**
 * One select of (key, n) per piece, joined by `union all`: summed per key by the caller in the
 * same statement, so the month sums and the days taken from them are read at one moment. Visit
 * starts, or first-seen counts whose previous day is before the range.
 */
function rangeParts(
  table: 'visits' | 'visitors',
  read: RangeRead,
  summedThrough: number,
): RawBuilder<unknown> {
  const column = sql.raw(table);
  const parts = rangePieces(read.first, read.last, summedThrough).map((piece) => {
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

/** The key of the row that carries the statement's own `summed_through` (no key id is negative). */
const SUMMED_KEY = -1;

/**
 * The sums per key of a range (visit starts, or first-seen counts whose previous day is before it),
 * in one statement that also reads `summed_through`: the pieces are chosen for the value read just
 * before, and should the updater have summed another day in between (its day would be counted in
 * its month's sum and again from its daily rows), read again with the new value.
 */
export async function rangeSums<DB>(
  db: Kysely<DB>,
  table: 'visits' | 'visitors',
  read: RangeRead,
): Promise<{ key: number | string; n: number | string | null }[]> {
  for (;;) {
    const summed = await summedThrough(db);
    const { rows } = await sql<{ key: number | string; n: number | string | null }>`
      select key, sum(n) as n from (${rangeParts(table, read, summed)}
        union all select ${SUMMED_KEY} as key, summed_through as n from first_seen_months_progress) parts
      group by key`.execute(db);
    const seen = rows.find((row) => Number(row.key) === SUMMED_KEY);
    if (Number(seen?.n ?? Number.NEGATIVE_INFINITY) === summed) {
      return rows.filter((row) => Number(row.key) !== SUMMED_KEY);
    }
  }
}
