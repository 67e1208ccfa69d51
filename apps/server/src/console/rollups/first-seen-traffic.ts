import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely } from 'kysely';
import type { GroupColumns } from './group-columns.ts';
import { keptKeys, type RollupGrouping } from './rollup-grouping.ts';
import type { RollupKeys } from './rollup-keys.ts';
import { rangeSums } from './first-seen-ranges.ts';
import type { RollupQuery } from './rollup-traffic.ts';

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
 * previous day is before the bucket, per key (each read gives a key once per bucket), added into
 * `columns` by `grouping`'s group index. Unique visitors only for questions `additiveFor` accepts
 * (a manager's several stags would count a visitor of two of them twice); visits add up for any
 * (`skipUniqueVisitors`).
 */
export async function firstSeenColumns<DB>(
  db: Kysely<DB>,
  keys: RollupKeys,
  query: RollupQuery,
  subset: number,
  grouping: RollupGrouping,
  columns: GroupColumns,
): Promise<void> {
  const scope = query.includeBots ? 1 : 0;
  const from = Date.parse(`${query.from}T00:00:00Z`) / DAY_MS;
  const to = Date.parse(`${query.to}T00:00:00Z`) / DAY_MS;
  const kept = keptKeys(keys, subset, query.stags);
  if (kept !== null && kept.length === 0) return;
  const inKeys = kept === null ? sql`` : sql`and key in (${sql.join(kept.map((id) => sql`${id}`))})`;
  const withVisitors = query.skipUniqueVisitors !== true;
  // A stag filter's few keys are read by the by-key indexes. Without one, grouped by the expression
  // `+key`: SQLite would otherwise walk the by-key index (every day of the subset, in key order)
  // to skip a sort, where the range's days are fewer.
  const key = sql.raw(kept === null ? '+key' : 'key');

  /** Per bucket (its first day), the rows read for it: visit starts, then first-seen counts. */
  const buckets = new Map<number, { visits: Counted[]; visitors: Counted[] }>();
  const bucket = (start: number) => {
    let rows = buckets.get(start);
    if (rows === undefined) {
      rows = { visits: [], visitors: [] };
      buckets.set(start, rows);
    }
    return rows;
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
      for (const row of await readDays(table, from, to)) bucket(Number(row.day))[table].push(row);
    }
  } else {
    const starts = query.groupBy.includes('month') ? monthStarts(from, to) : [from];
    for (const [i, start] of starts.entries()) {
      const last = (starts[i + 1] ?? to + 1) - 1;
      for (const table of tables) bucket(start)[table] = await read(table, start, last);
    }
  }

  grouping.start();
  for (const start of [...buckets.keys()].sort((a, b) => a - b)) {
    const rows = buckets.get(start);
    if (rows === undefined) continue;
    grouping.day(start);
    for (const row of rows.visits) {
      const group = grouping.groupOf(Number(row.key));
      if (group < 0) continue;
      columns.ensureGroups(grouping.count);
      columns.visits[group] = (columns.visits[group] ?? 0) + Number(row.n ?? 0);
    }
    for (const row of rows.visitors) {
      const group = grouping.groupOf(Number(row.key));
      if (group < 0) continue;
      columns.ensureGroups(grouping.count);
      columns.uniqueVisitors[group] = (columns.uniqueVisitors[group] ?? 0) + Number(row.n ?? 0);
    }
  }
  columns.totalUniqueVisitors = withVisitors ? await rangeVisitors(db, keys, query, scope, from, to) : 0;
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
