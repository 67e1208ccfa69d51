/**
 * The dimension subsets the report rollups are kept by (decision 059). One rollup per subset, not
 * one cross product: the affiliate report groups by one or two dimensions at a time, and a cross
 * product of four has about one row per visit. Each subset is a list of event columns; its rows
 * are keyed by the values of those columns (`rollup_keys`).
 */
export const ROLLUP_COLUMNS = ['stag', 'interlayer_id', 'ip_country', 'device'] as const;
export type RollupColumn = (typeof ROLLUP_COLUMNS)[number];

/**
 * By index (stored as `subset`): append only, never reorder, or stored rows change meaning. The
 * stag pairs are there because a manager's or affiliate's report always filters by stag.
 */
export const ROLLUP_SUBSETS: readonly (readonly RollupColumn[])[] = [
  [],
  ['stag'],
  ['ip_country'],
  ['device'],
  ['interlayer_id'],
  ['stag', 'ip_country'],
  ['stag', 'device'],
  ['stag', 'interlayer_id'],
];

/** The smallest subset holding every column asked for, or null (the report reads raw events). */
export function subsetFor(columns: ReadonlySet<RollupColumn>): number | null {
  let best: number | null = null;
  ROLLUP_SUBSETS.forEach((subset, index) => {
    if (![...columns].every((c) => subset.includes(c))) return;
    const current = best === null ? undefined : ROLLUP_SUBSETS[best];
    if (current === undefined || subset.length < current.length) best = index;
  });
  return best;
}

/** A subset's key for an event: its values in the subset's order, as JSON (null kept as null). */
export function subsetKey(
  subset: readonly RollupColumn[],
  values: Readonly<Record<RollupColumn, string | null>>,
): string {
  return JSON.stringify(subset.map((column) => values[column]));
}
