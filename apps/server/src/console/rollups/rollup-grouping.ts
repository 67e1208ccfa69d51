import type { ReportDimension } from '@playfront/contracts';
import type { RollupKeys } from './rollup-keys.ts';
import { ROLLUP_SUBSETS, subsetFor, type RollupColumn } from './rollup-subsets.ts';
import { DAY_MS } from './visit-deltas.ts';

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
 * dimensions' values; keys outside the stag filter have none (-1). Feed rows in day order.
 */
export class RollupGrouping {
  readonly #keys: RollupKeys;
  readonly #stags: ReadonlySet<string> | null;
  readonly #stagAt: number;
  readonly #dims: readonly ReportDimension[];
  readonly #positions: readonly number[];
  readonly #byDay: boolean;
  readonly #byMonth: boolean;
  readonly #keyDims = new Map<number, string | null>();
  readonly #groups = new Map<string, number>();
  /** Each group's dimension values, as the report names them. */
  readonly dims: Record<string, string | null>[] = [];
  #bucket = '';
  #bucketNumber = 0;
  /** Per key id: the bucket its group below was found in, and that group (typed: a pair's cost). */
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
    this.#stags = stags === null ? null : new Set(stags);
    this.#stagAt = columns.indexOf('stag');
    this.#dims = groupBy.filter((d) => COLUMN_OF[d] !== undefined);
    this.#positions = this.#dims.map((d) => columns.indexOf(COLUMN_OF[d] ?? 'stag'));
    this.#byDay = groupBy.includes('day');
    this.#byMonth = groupBy.includes('month');
  }

  /** Moves to the row's day; true when that starts a new bucket (distinct counts restart). */
  day(day: number): boolean {
    const iso = isoDay(day);
    const name = this.#byDay ? iso : this.#byMonth ? iso.slice(0, 7) : '';
    if (this.#started && name === this.#bucket) return false;
    this.#started = true;
    this.#bucket = name;
    this.#bucketNumber += 1;
    return true;
  }

  /** The key's group in the current bucket, or -1 when the stag filter leaves it out. */
  groupOf(keyId: number): number {
    if (keyId < this.#keyBucket.length && this.#keyBucket[keyId] === this.#bucketNumber) {
      return this.#keyGroup[keyId] ?? -1;
    }
    const dims = this.#keyDims.has(keyId) ? (this.#keyDims.get(keyId) ?? null) : this.#dimsOf(keyId);
    let index = -1;
    if (dims !== null) {
      const name = `${this.#bucket}|${dims}`;
      index = this.#groups.get(name) ?? -1;
      if (index === -1) {
        index = this.dims.length;
        this.#groups.set(name, index);
        const values = this.#keys.valuesOf(keyId) ?? [];
        const row: Record<string, string | null> = {};
        this.#dims.forEach((d, i) => (row[d] = values[this.#positions[i] ?? -1] ?? null));
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

  #dimsOf(keyId: number): string | null {
    const values = this.#keys.valuesOf(keyId) ?? [];
    const kept = this.#stags === null || this.#stags.has(values[this.#stagAt] ?? '\u0000none');
    const dims = kept ? (this.#keys.projection(keyId, this.#positions) ?? '[]') : null;
    this.#keyDims.set(keyId, dims);
    return dims;
  }
}
