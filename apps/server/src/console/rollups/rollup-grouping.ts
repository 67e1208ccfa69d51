import { DAY_MS } from '@playfront/contracts';
import type { ReportDimension } from '@playfront/contracts';
import type { KeyProjection } from './key-projection.ts';
import type { RollupKeys } from './rollup-keys.ts';
import { ROLLUP_SUBSETS, subsetFor, type RollupColumn } from './rollup-subsets.ts';

const COLUMN_OF: Partial<Record<ReportDimension, RollupColumn>> = {
  stag: 'stag',
  interlayer_id: 'interlayer_id',
  country: 'ip_country',
  device: 'device',
};

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The rollup subset a report question reads: the smallest covering its grouping and stag filter. */
export function subsetForQuery(
  groupBy: readonly ReportDimension[],
  stags: readonly string[] | null,
): number | null {
  const wanted = new Set<RollupColumn>();
  for (const dimension of groupBy) {
    const column = COLUMN_OF[dimension];
    if (column !== undefined) wanted.add(column);
  }
  if (stags !== null) wanted.add('stag');
  return subsetFor(wanted);
}

/**
 * The key ids of a subset that a stag filter keeps, ascending; null without a filter (every key).
 */
export function keptKeys(keys: RollupKeys, subset: number, stags: readonly string[] | null): number[] | null {
  if (stags === null) return null;
  const wanted = new Set(stags);
  const stagAt = (ROLLUP_SUBSETS[subset] ?? []).indexOf('stag');
  return keys.idsWhere(subset, (values) => wanted.has(values[stagAt] ?? '\u0000none')).sort((a, b) => a - b);
}

/**
 * Rollup rows (by day, key id) into the report's groups: the day or month bucket and the grouped
 * dimensions' values; keys outside the stag filter have none (-1). Feed rows in day order, from
 * `start()`; the traffic and the money of one report may share one grouping (a group has one index
 * in both). Groups are found by number, not by name: a key's values are interned once per key
 * dictionary (KeyProjection), a bucket once per grouping; a group is found in a typed array per
 * bucket, by projection id.
 */
export class RollupGrouping {
  readonly #keys: RollupKeys;
  readonly #projection: KeyProjection;
  readonly #stags: ReadonlySet<string> | null;
  readonly #stagAt: number;
  readonly #dims: readonly ReportDimension[];
  readonly #byDay: boolean;
  readonly #byMonth: boolean;
  /** Under a stag filter: whether each key asked about is kept. */
  readonly #kept = new Map<number, boolean>();
  readonly #valuesOf: (keyId: number) => readonly (string | null)[] | undefined;
  readonly #bucketIds = new Map<string, number>();
  /** Per bucket id, per projection id: its group index + 1 (0: none yet). */
  readonly #groups: Int32Array[] = [];
  /** Each group's dimension values, as the report names them. */
  readonly dims: Record<string, string | null>[] = [];
  #bucket = '';
  #bucketId = 0;
  /** Counts the buckets entered (a bucket entered again gets a new number: the caches restart). */
  #bucketNumber = 0;
  /** Per key id: the bucket number its group below was found in, and that group (typed: a pair's cost). */
  #keyBucket = new Int32Array(1024);
  #keyGroup = new Int32Array(1024);
  #started = false;

  constructor(
    keys: RollupKeys,
    subset: number,
    groupBy: readonly ReportDimension[],
    stags: readonly string[] | null,
  ) {
    const columns = ROLLUP_SUBSETS[subset] ?? [];
    this.#keys = keys;
    this.#valuesOf = (keyId) => keys.valuesOf(keyId);
    this.#stags = stags === null ? null : new Set(stags);
    this.#stagAt = columns.indexOf('stag');
    this.#dims = groupBy.filter((d) => COLUMN_OF[d] !== undefined);
    this.#projection = keys.projection(this.#dims.map((d) => columns.indexOf(COLUMN_OF[d] ?? 'stag')));
    this.#byDay = groupBy.includes('day');
    this.#byMonth = groupBy.includes('month');
  }

  /** Starts a pass over rows in day order: the next `day` starts a bucket. */
  start(): void {
    this.#started = false;
  }

  /** Moves to the row's day; true when that starts a new bucket (distinct counts restart). */
  day(day: number): boolean {
    const name = this.#byDay ? isoDay(day) : this.#byMonth ? isoDay(day).slice(0, 7) : '';
    if (this.#started && name === this.#bucket) return false;
    this.#started = true;
    this.#bucket = name;
    let id = this.#bucketIds.get(name);
    if (id === undefined) {
      id = this.#bucketIds.size;
      this.#bucketIds.set(name, id);
    }
    this.#bucketId = id;
    this.#bucketNumber += 1;
    return true;
  }

  /** The number of groups so far (indexes 0 .. count - 1). */
  get count(): number {
    return this.dims.length;
  }

  /** The key's group in the current bucket, or -1 when the stag filter leaves it out. */
  groupOf(keyId: number): number {
    if (keyId < this.#keyBucket.length && this.#keyBucket[keyId] === this.#bucketNumber) {
      return this.#keyGroup[keyId] ?? -1;
    }
    let index = -1;
    if (this.#isKept(keyId)) {
      const projection = this.#projection.idOf(keyId, this.#valuesOf);
      let groups = this.#groups[this.#bucketId] ?? new Int32Array(0);
      if (projection >= groups.length) {
        const grown = new Int32Array(Math.max(projection + 1, this.#projection.size, groups.length * 2));
        grown.set(groups);
        groups = grown;
        this.#groups[this.#bucketId] = groups;
      }
      index = (groups[projection] ?? 0) - 1;
      if (index === -1) {
        index = this.dims.length;
        groups[projection] = index + 1;
        const values = this.#projection.valuesOf(projection);
        const row: Record<string, string | null> = {};
        this.#dims.forEach((d, i) => (row[d] = values[i] ?? null));
        if (this.#byDay) row.day = this.#bucket.slice(0, 10);
        if (this.#byMonth) row.month = this.#bucket.slice(0, 7);
        this.dims.push(row);
      }
    }
    if (keyId >= this.#keyBucket.length) {
      const size = Math.max(keyId + 1, this.#keyBucket.length * 2);
      const buckets = new Int32Array(size);
      buckets.set(this.#keyBucket);
      const groups = new Int32Array(size);
      groups.set(this.#keyGroup);
      this.#keyBucket = buckets;
      this.#keyGroup = groups;
    }
    this.#keyBucket[keyId] = this.#bucketNumber;
    this.#keyGroup[keyId] = index;
    return index;
  }

  #isKept(keyId: number): boolean {
    if (this.#stags === null) return true;
    let kept = this.#kept.get(keyId);
    if (kept === undefined) {
      const values = this.#keys.valuesOf(keyId) ?? [];
      kept = this.#stags.has(values[this.#stagAt] ?? '\u0000none');
      this.#kept.set(keyId, kept);
    }
    return kept;
  }
}
