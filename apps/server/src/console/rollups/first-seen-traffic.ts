import { sql, type Kysely } from 'kysely';
import { keptKeys, RollupGrouping } from './rollup-grouping.ts';
import type { RollupKeys } from './rollup-keys.ts';
import { rangeSums } from './first-seen-ranges.ts';
import type { RollupQuery, TrafficRow } from './rollup-traffic.ts';
import { DAY_MS } from './visit-deltas.ts';

/** A bucket's sums per key. */
interface Sums {
  readonly visits: Map<number, number>;
  readonly visitors: Map<number, number>;
}

type Counted = { day?: number | string; key: number | string; n: number | string | null };

/** The first day of each month bucket within from..to (the range's own start for the first). */
function monthStarts(from: number, to: number): number[] {
  const starts = [from];
  const date = new Date(from * DAY_MS);
  for (;;) {
    const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
    if (next > to) return starts;
    starts.push(next);
    date.setTime(next * DAY_MS);
  }
}

/** True when every group of the question is one rollup key: no stag filter, or one stag. */
export const additiveFor = (query: RollupQuery) => query.stags === null || query.stags.length === 1;

/**
 * Visits and unique visitors from the additive counts (decision 068): per bucket (the range, a
 * month of it, or a day) the visit starts of its days and the first-seen counts of its days whose
 * previous day is before the bucket, summed per key; each key is one group. Unique visitors only
 * for questions `additiveFor` accepts (a manager's several stags would count a visitor of two of
 * them twice); visits add up for any (`skipUniqueVisitors`).
 */
export async function firstSeenRows<DB>(
  db: Kysely<DB>,
  keys: RollupKeys,
  query: RollupQuery,
  subset: number,
): Promise<{ rows: TrafficRow[]; uniqueVisitors: number }> {
  const scope = query.includeBots ? 1 : 0;
  const from = Date.parse(`${query.from}T00:00:00Z`) / DAY_MS;
  const to = Date.parse(`${query.to}T00:00:00Z`) / DAY_MS;
  const kept = keptKeys(keys, subset, query.stags);
  if (kept !== null && kept.length === 0) return { rows: [], uniqueVisitors: 0 };
  const inKeys = kept === null ? sql`` : sql`and key in (${sql.join(kept.map((id) => sql`${id}`))})`;
  const withVisitors = query.skipUniqueVisitors !== true;
  // A stag filter's few keys are read by the by-key indexes. Without one, grouped by the expression
  // `+key`: SQLite would otherwise walk the by-key index (every day of the subset, in key order)
  // to skip a sort, where the range's days are fewer.
  const key = sql.raw(kept === null ? '+key' : 'key');

  const buckets = new Map<number, Sums>();
  const bucket = (start: number): Sums => {
    let sums = buckets.get(start);
    if (sums === undefined) {
      sums = { visits: new Map(), visitors: new Map() };
      buckets.set(start, sums);
    }
    return sums;
  };
  const add = (sums: Map<number, number>, row: Counted) => {
    sums.set(Number(row.key), (sums.get(Number(row.key)) ?? 0) + Number(row.n ?? 0));
  };
  /** Sums per day and key of days first..last (every first-seen count of a day is its own). */
  const readDays = async (table: 'visits' | 'visitors', first: number, last: number) => {
    const source = sql.raw(table === 'visits' ? 'visit_counts' : 'first_seen_rollups');
    const { rows } = await sql<Counted>`select day, ${key} as key, sum(${sql.raw(table)}) as n from ${source}
      where scope = ${scope} and subset = ${subset} and day >= ${first} and day <= ${last} ${inKeys}
      group by 1, 2`.execute(db);
    return rows;
  };
  /** Sums per key of days first..last, first-seen counts with their previous day before `first`. */
  const read = (table: 'visits' | 'visitors', first: number, last: number): Promise<Counted[]> =>
    rangeSums(db, table, { scope, subset, first, last, key, inKeys });

  const tables = withVisitors ? (['visits', 'visitors'] as const) : (['visits'] as const);
  if (query.groupBy.includes('day')) {
    // Each day its own bucket: every count of a day has its previous day before it.
    for (const table of tables) {
      for (const row of await readDays(table, from, to)) add(bucket(Number(row.day))[table], row);
    }
  } else {
    const starts = query.groupBy.includes('month') ? monthStarts(from, to) : [from];
    for (const [i, start] of starts.entries()) {
      const last = (starts[i + 1] ?? to + 1) - 1;
      for (const table of tables) {
        for (const row of await read(table, start, last)) add(bucket(start)[table], row);
      }
    }
  }

  const grouping = new RollupGrouping(keys, subset, query.groupBy, query.stags);
  const out: TrafficRow[] = [];
  const groupOf = (key: number): TrafficRow | undefined => {
    const index = grouping.groupOf(key);
    while (out.length < grouping.dims.length) {
      out.push({ dims: grouping.dims[out.length] ?? {}, visits: 0, unique_visitors: 0 });
    }
    return out[index];
  };
  for (const start of [...buckets.keys()].sort((a, b) => a - b)) {
    const sums = buckets.get(start);
    if (sums === undefined) continue;
    grouping.day(start);
    for (const [key, n] of sums.visits) {
      const group = groupOf(key);
      if (group !== undefined) group.visits += n;
    }
    for (const [key, n] of sums.visitors) {
      const group = groupOf(key);
      if (group !== undefined) group.unique_visitors += n;
    }
  }
  const uniqueVisitors = withVisitors ? await rangeVisitors(db, keys, query, scope, from, to) : 0;
  return { rows: out, uniqueVisitors };
}

/** The range's distinct visitors: the key of everyone (subset ()) or of the one stag (subset stag). */
async function rangeVisitors<DB>(
  db: Kysely<DB>,
  keys: RollupKeys,
  query: RollupQuery,
  scope: number,
  from: number,
  to: number,
): Promise<number> {
  const stag = query.stags?.[0];
  const subset = stag === undefined ? 0 : 1;
  const key = keys.find(subset, JSON.stringify(stag === undefined ? [] : [stag]));
  if (key === undefined) return 0;
  const rows = await rangeSums(db, 'visitors', {
    scope,
    subset,
    first: from,
    last: to,
    key: sql.raw('key'),
    inKeys: sql`and key = ${key}`,
  });
  return rows.reduce((sum, row) => sum + Number(row.n ?? 0), 0);
}
