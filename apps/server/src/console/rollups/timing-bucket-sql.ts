import { TIMING_BUCKET_CEILING_MS, TIMING_BUCKET_LADDER } from '@playfront/contracts';

/**
 * The SQL of `timingBucket` (decision 088) for a timing column, the same text for SQLite,
 * PostgreSQL and ClickHouse: a `case` down the contracts' ladder on the column in tenths of a
 * millisecond, doubles throughout (each engine's `floor` and division by a power of two give the
 * same bits as JavaScript's). Null stays null: no branch holds it. `column` is a column name
 * from this code, never input.
 */
export function timingBucketSql(column: string): string {
  const tenths = `(${column} * 10)`;
  const rungs = TIMING_BUCKET_LADDER.map(
    ({ below, width, nudge, offset }) =>
      `when ${tenths} < ${below} then floor((${tenths} + ${nudge}) / ${width}) * ${width} + ${offset}`,
  );
  // The ceiling first, on the column itself (PostgreSQL refuses a product that overflows), in
  // tenths as a double (`.0`: SQLite would divide integers as integers, and ClickHouse has no
  // common type for a UInt64 branch beside the Float64 ones). Both are whole numbers, exact.
  return `(case when ${column} >= ${TIMING_BUCKET_CEILING_MS} then ${TIMING_BUCKET_CEILING_MS * 10}.0 ${rungs.join(' ')} end) / 10.0`;
}
