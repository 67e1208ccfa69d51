import { sql, type Kysely } from 'kysely';
import type { ReportDimension } from '@playfront/contracts';
import { pairs, visitorIdOf } from './rollup-blobs.ts';
import { rollupKeysOf, type RollupKeys } from './rollup-keys.ts';
import { ROLLUP_SUBSETS, subsetFor, type RollupColumn } from './rollup-subsets.ts';
import { rollupUpdaterOf, type RollupDialect, type RollupUpdater } from './rollup-updater.ts';
import { DAY_MS } from './visit-deltas.ts';

/** What the affiliate report asks of traffic. */
export interface TrafficQuery {
  /** Inclusive UTC dates, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly groupBy: readonly ReportDimension[];
  readonly stags: readonly string[] | null;
  readonly includeBots: boolean;
}

/** One group's traffic: its dimension values (as the report names them), visits, unique visitors. */
export interface TrafficRow {
  readonly dims: Record<string, string | null>;
  visits: number;
  unique_visitors: number;
}

const COLUMN_OF: Partial<Record<ReportDimension, RollupColumn>> = {
  stag: 'stag',
  interlayer_id: 'interlayer_id',
  country: 'ip_country',
  device: 'device',
};

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Visits and unique visitors from `visit_rollups` (decision 059): the smallest subset covering the
 * grouping and the stag filter, the days of the range; visit starts add up, visitor sets are
 * unioned per group here (exact distinct counts, whatever the grouping). Null when no subset
 * covers the question: the report then reads raw events.
 */
export class RollupTraffic<DB> {
  readonly #db: Kysely<DB>;
  readonly #keys: RollupKeys;
  readonly #updater: RollupUpdater<DB>;

  constructor(db: Kysely<DB>, dialect: RollupDialect) {
    this.#db = db;
    this.#keys = rollupKeysOf(db);
    this.#updater = rollupUpdaterOf(db, dialect);
  }

  /** Counts every event stored before the call (a report is never behind its traffic). */
  catchUp(): Promise<void> {
    return this.#updater.catchUp();
  }

  async rows(query: TrafficQuery): Promise<TrafficRow[] | null> {
    const wanted = new Set<RollupColumn>();
    for (const dimension of query.groupBy) {
      const column = COLUMN_OF[dimension];
      if (column !== undefined) wanted.add(column);
    }
    if (query.stags !== null) wanted.add('stag');
    const subset = subsetFor(wanted);
    const columns = subset === null ? undefined : ROLLUP_SUBSETS[subset];
    if (subset === null || columns === undefined) return null;
    // Keys another instance (or the backfill) stored since this process last looked.
    await this.#keys.refresh(this.#db);

    const fromDay = Date.parse(`${query.from}T00:00:00Z`) / DAY_MS;
    const toDay = Date.parse(`${query.to}T00:00:00Z`) / DAY_MS;
    const { rows } = await sql<{ day: number; chunk: number; visits: Uint8Array; visitors: Uint8Array }>`
      select day, chunk, visits, visitors from visit_rollups
      where scope = ${query.includeBots ? 1 : 0} and subset = ${subset}
        and day >= ${fromDay} and day <= ${toDay}
      order by day`.execute(this.#db);

    // Per key id: whether the stag filter keeps it, and its group's dimension values.
    const stags = query.stags === null ? null : new Set(query.stags);
    const stagAt = columns.indexOf('stag');
    const groupDims = query.groupBy.filter((d) => COLUMN_OF[d] !== undefined);
    const positions = groupDims.map((d) => columns.indexOf(COLUMN_OF[d] ?? 'stag'));
    const keyGroups = new Map<number, string | null>();
    const keyGroup = (keyId: number): string | null => {
      let group = keyGroups.get(keyId);
      if (group !== undefined) return group;
      const values = this.#keys.valuesOf(keyId) ?? [];
      const kept = stags === null || stags.has(values[stagAt] ?? '\u0000none');
      group = kept ? JSON.stringify(positions.map((p) => values[p] ?? null)) : null;
      keyGroups.set(keyId, group);
      return group;
    };

    const byDay = query.groupBy.includes('day');
    const byMonth = query.groupBy.includes('month');
    const groups = new Map<string, number>();
    const out: TrafficRow[] = [];
    const groupOf = (bucket: string, keyId: number): number => {
      const dims = keyGroup(keyId);
      if (dims === null) return -1;
      const name = `${bucket}|${dims}`;
      let index = groups.get(name);
      if (index === undefined) {
        index = out.length;
        groups.set(name, index);
        const values = JSON.parse(dims) as (string | null)[];
        const row: Record<string, string | null> = {};
        groupDims.forEach((d, i) => (row[d] = values[i] ?? null));
        if (byDay) row.day = bucket.slice(0, 10);
        if (byMonth) row.month = bucket.slice(0, 7);
        out.push({ dims: row, visits: 0, unique_visitors: 0 });
      }
      return index;
    };

    // Distinct visitors per group, bucket by bucket (rows come by day): the first group a visitor
    // is seen in this bucket is kept in an array, any further one in a set (few: a visitor with
    // several stags or countries).
    let maxChunk = -1;
    for (const row of rows) maxChunk = Math.max(maxChunk, row.chunk);
    const size = visitorIdOf(maxChunk + 1, 0);
    const firstGroup = new Int32Array(size);
    const firstBucket = new Int32Array(size);
    let further = new Set<number>();
    let bucketName = '';
    let bucketIndex = 0;
    for (const row of rows) {
      const day = isoDay(row.day);
      const name = byDay ? day : byMonth ? day.slice(0, 7) : '';
      if (name !== bucketName || bucketIndex === 0) {
        bucketName = name;
        bucketIndex += 1;
        further = new Set();
      }
      const visits = pairs(row.visits);
      for (let i = 0; i + 1 < visits.length; i += 2) {
        const group = groupOf(name, visits[i] ?? 0);
        const target = out[group];
        if (target !== undefined) target.visits += visits[i + 1] ?? 0;
      }
      const seen = pairs(row.visitors);
      const base = visitorIdOf(row.chunk, 0);
      for (let i = 0; i + 1 < seen.length; i += 2) {
        const group = groupOf(name, seen[i] ?? 0);
        const target = out[group];
        if (target === undefined) continue;
        const visitor = base + (seen[i + 1] ?? 0);
        if (firstBucket[visitor] !== bucketIndex) {
          firstBucket[visitor] = bucketIndex;
          firstGroup[visitor] = group;
          target.unique_visitors += 1;
        } else if (firstGroup[visitor] !== group) {
          const pair = visitor * 2_097_152 + group;
          if (!further.has(pair)) {
            further.add(pair);
            target.unique_visitors += 1;
          }
        }
      }
    }
    return out;
  }
}
