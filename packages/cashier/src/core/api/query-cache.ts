import type { ApiResult } from '../errors.ts';
import { Subscribable } from '../subscribable.ts';

/** Names of the operations whose answers are cached. */
export const CACHED_OPERATIONS = ['config', 'getMethods', 'getMethodFields', 'getConversionMethods'] as const;
export type CachedOperation = (typeof CACHED_OPERATIONS)[number];

/** One cached answer: still loading, or loaded. Failures are not kept, so the next read retries. */
export type CacheEntry =
  | { status: 'pending'; operation: CachedOperation }
  | { status: 'success'; operation: CachedOperation; data: unknown; updatedAt: number };

/** What `getSnapshot` returns: a new object after every change, the same one otherwise. */
export interface CacheSnapshot {
  readonly entries: ReadonlyMap<string, CacheEntry>;
}

function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(record[key])}`).join(',')}}`;
}

/** The cache key of an operation and its parameters; key order and undefined values do not matter. */
export function queryKey(operation: CachedOperation, params: unknown = {}): string {
  return `${operation}:${stableStringify(params)}`;
}

/**
 * Answers of the read operations keyed by operation + parameters, with in-flight requests
 * shared (two screens asking for the same methods make one request). `subscribe` and
 * `getSnapshot` let a UI follow it.
 */
export class QueryCache extends Subscribable {
  #entries = new Map<string, CacheEntry>();
  #inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  #snapshot: CacheSnapshot = { entries: new Map() };
  // Bumped by every reset, so an answer requested before a reset is not stored after it.
  #generation = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    super();
    this.#now = now;
  }

  /** The current entries; the same object until something changes. */
  getSnapshot = (): CacheSnapshot => this.#snapshot;

  /** Returns the cached answer of `key`, the in-flight request for it, or runs `load` once. */
  fetch<T>(
    operation: CachedOperation,
    key: string,
    load: () => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T>> {
    const entry = this.#entries.get(key);
    if (entry?.status === 'success') return Promise.resolve({ ok: true, data: entry.data as T });
    const pending = this.#inFlight.get(key);
    if (pending) return pending as Promise<ApiResult<T>>;

    const generation = this.#generation;
    const request = load().then((result) => {
      if (generation === this.#generation && this.#inFlight.get(key) === request) {
        this.#inFlight.delete(key);
        if (result.ok) {
          this.#entries.set(key, { status: 'success', operation, data: result.data, updatedAt: this.#now() });
        } else {
          this.#entries.delete(key);
        }
        this.#publish();
      }
      return result;
    });
    this.#inFlight.set(key, request);
    this.#entries.set(key, { status: 'pending', operation });
    this.#publish();
    return request;
  }

  /** Forgets the entries of the given operations (every entry when none are given). */
  invalidate(...operations: readonly CachedOperation[]): void {
    let changed = false;
    for (const [key, entry] of this.#entries) {
      if (operations.length === 0 || operations.includes(entry.operation)) {
        this.#entries.delete(key);
        this.#inFlight.delete(key);
        changed = true;
      }
    }
    if (changed) this.#publish();
  }

  /** Forgets everything, including requests still in flight (their answers are not stored). */
  reset(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#inFlight.clear();
    this.#publish();
  }

  #publish(): void {
    this.#snapshot = { entries: new Map(this.#entries) };
    this.notify();
  }
}
