import type { ReportDimension } from '@playfront/contracts';

/** A report row's dimension values; null is a value the events did not carry. */
export type DimensionValues = Partial<Record<ReportDimension, string | null>>;

/** Rows in order of their dimension values, one dimension after another; unknown (null) last. */
export function compareDimensions(
  groupBy: readonly ReportDimension[],
  a: DimensionValues,
  b: DimensionValues,
): number {
  for (const dimension of groupBy) {
    const x = a[dimension] ?? null;
    const y = b[dimension] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  }
  return 0;
}
