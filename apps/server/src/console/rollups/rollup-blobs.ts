/**
 * The packed columns of `visit_rollups`: pairs of unsigned 32-bit integers, little-endian.
 * `visits`: (key id, visit starts) sorted by key id. `visitors`: (key id, visitor id within the
 * chunk) sorted by key id, then visitor: the set of visitors seen with that key on that day.
 */
const VISITORS_PER_CHUNK = 65_536;

export const chunkOf = (visitorId: number) => Math.floor(visitorId / VISITORS_PER_CHUNK);
export const localOf = (visitorId: number) => visitorId % VISITORS_PER_CHUNK;
export const visitorIdOf = (chunk: number, local: number) => chunk * VISITORS_PER_CHUNK + local;

/** A pair as one number that sorts like the pair: key id × 65,536 + visitor within the chunk. */
export const visitorPair = (keyId: number, local: number) => keyId * VISITORS_PER_CHUNK + local;
/** A `visitorPair` number's key id and visitor within the chunk. */
export const keyOfPair = (pair: number) => Math.floor(pair / VISITORS_PER_CHUNK);
export const localOfPair = (pair: number) => pair % VISITORS_PER_CHUNK;

/** Reads pairs from a blob (SQLite gives a Uint8Array, PostgreSQL a Buffer: both are views). */
export function pairs(blob: Uint8Array | null): Uint32Array {
  if (blob === null || blob.byteLength === 0) return new Uint32Array(0);
  if (blob.byteOffset % 4 === 0) return new Uint32Array(blob.buffer, blob.byteOffset, blob.byteLength / 4);
  // A copy, so the view is aligned whatever offset the driver's buffer has.
  const bytes = new Uint8Array(blob.byteLength);
  bytes.set(blob);
  return new Uint32Array(bytes.buffer, 0, bytes.byteLength / 4);
}

function blobOf(values: Uint32Array): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

/** Adds visit starts per key id to a stored `visits` blob; keys that fall to 0 are dropped. */
export function mergeVisits(stored: Uint8Array | null, deltas: ReadonlyMap<number, number>): Uint8Array {
  const counts = new Map<number, number>();
  const old = pairs(stored);
  for (let i = 0; i + 1 < old.length; i += 2) counts.set(old[i] ?? 0, old[i + 1] ?? 0);
  for (const [key, delta] of deltas) counts.set(key, (counts.get(key) ?? 0) + delta);
  const keys = [...counts.keys()].filter((key) => (counts.get(key) ?? 0) > 0).sort((a, b) => a - b);
  const out = new Uint32Array(keys.length * 2);
  keys.forEach((key, i) => {
    out[i * 2] = key;
    out[i * 2 + 1] = counts.get(key) ?? 0;
  });
  return blobOf(out);
}

/**
 * Adds pairs not in a stored `visitors` blob yet (`absentPairs`) to it: one merge of two sorted
 * lists, since a batch adds a few pairs to a day's set of thousands (hashing and sorting the whole
 * set on every batch was most of a catch-up's time).
 */
export function mergeVisitors(stored: Uint8Array | null, absent: readonly number[]): Uint8Array {
  const old = pairs(stored);
  const fresh = Float64Array.from(absent).sort();
  const out = new Uint32Array(old.length + fresh.length * 2);
  let i = 0;
  let j = 0;
  let at = 0;
  while (i + 1 < old.length || j < fresh.length) {
    const pair = fresh[j];
    if (i + 1 < old.length && (pair === undefined || visitorPair(old[i] ?? 0, old[i + 1] ?? 0) < pair)) {
      out[at] = old[i] ?? 0;
      out[at + 1] = old[i + 1] ?? 0;
      i += 2;
    } else {
      out[at] = keyOfPair(pair ?? 0);
      out[at + 1] = localOfPair(pair ?? 0);
      j += 1;
    }
    at += 2;
  }
  return blobOf(out);
}

/** The `visitorPair` numbers of `added` not in a stored `visitors` blob (sorted: binary search). */
export function absentPairs(stored: Uint8Array | null, added: ReadonlySet<number>): number[] {
  const old = pairs(stored);
  const count = old.length / 2;
  const out: number[] = [];
  for (const pair of added) {
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = visitorPair(old[mid * 2] ?? 0, old[mid * 2 + 1] ?? 0);
      if (at < pair) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= count || visitorPair(old[lo * 2] ?? 0, old[lo * 2 + 1] ?? 0) !== pair) out.push(pair);
  }
  return out;
}

/** The index of the first pair whose key is `key` or more, in pairs sorted by key. */
export function firstPairFrom(pairs: Uint32Array, key: number): number {
  let low = 0;
  let high = pairs.length >>> 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((pairs[middle * 2] ?? 0) < key) low = middle + 1;
    else high = middle;
  }
  return low * 2;
}

/**
 * Calls `visit` with each run of pairs of one key (start, end as pair indexes, the key), in pairs
 * sorted by key: every run, or only those of `kept` (sorted key ids), found by binary search.
 */
export function eachRun(
  pairs: Uint32Array,
  kept: readonly number[] | null,
  visit: (start: number, end: number, key: number) => void,
): void {
  if (kept === null) {
    let start = 0;
    for (let i = 2; i <= pairs.length; i += 2) {
      const key = pairs[start] ?? 0;
      if (i < pairs.length && pairs[i] === key) continue;
      visit(start, i, key);
      start = i;
    }
    return;
  }
  for (const key of kept) {
    const start = firstPairFrom(pairs, key);
    if (pairs[start] !== key) continue;
    visit(start, firstPairFrom(pairs, key + 1), key);
  }
}
