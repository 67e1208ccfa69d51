/**
 * The page timing card's precision (decision 088): each timing sample counts as its bucket's
 * representative value, and the card's nearest-rank percentiles are taken over those. Below
 * 12.8 ms a bucket is one tenth of a millisecond (the value as the card rounds it); above, each
 * doubling of the value is cut into 64 buckets, shown by their middle: within 1/128 (0.8 %) of
 * every sample they hold. Bounded buckets keep the timing rollups small (at most 64 a doubling a
 * page and day, where exact values made about one row a sample), and every engine computes the
 * same buckets from this one ladder: SQLite, PostgreSQL and ClickHouse in SQL, tests in
 * `timingBucket`.
 *
 * Arithmetic is in tenths of a millisecond as IEEE doubles: below the ceiling, `t = ms × 10`, then
 * `floor((t + nudge) / width) × width + offset` on the first rung whose `below` exceeds t.
 * Dividing by a power of two is exact, so each engine gets the same bits.
 */

/** Buckets a doubling: 2^6. */
const BITS = 6;

/**
 * Milliseconds at and above which every sample is one bucket, shown as this value (2^32: about 50
 * days). Compared before anything is multiplied: PostgreSQL refuses a double that overflows.
 */
export const TIMING_BUCKET_CEILING_MS = 2 ** 32;

export interface TimingBucketRung {
  /** The rung holds t below this (and at or above the previous rung's `below`). */
  readonly below: number;
  /** Its buckets' width in tenths of a millisecond (a power of two). */
  readonly width: number;
  /** Added to t before the floor: 0.5 on the exact rung (to the nearest tenth, as the card rounds), else 0. */
  readonly nudge: number;
  /** Added to a bucket's start: its middle, or 0 for the exact tenths. */
  readonly offset: number;
}

/** The rungs, lowest first: exact tenths below 2^(BITS+1), then 2^BITS buckets a doubling. */
export const TIMING_BUCKET_LADDER: readonly TimingBucketRung[] = [
  { below: 2 ** (BITS + 1), width: 1, nudge: 0.5, offset: 0 },
  // Up to the first power of two past the ceiling in tenths (2^36).
  ...Array.from({ length: Math.ceil(Math.log2(TIMING_BUCKET_CEILING_MS * 10)) - BITS - 1 }, (_, index) => {
    const octave = BITS + 1 + index;
    const width = 2 ** (octave - BITS);
    return { below: 2 ** (octave + 1), width, nudge: 0, offset: width / 2 };
  }),
];

/** The value a timing sample (milliseconds above 0) counts as in the timing card. */
export function timingBucket(ms: number): number {
  if (ms >= TIMING_BUCKET_CEILING_MS) return TIMING_BUCKET_CEILING_MS;
  const tenths = ms * 10;
  for (const { below, width, nudge, offset } of TIMING_BUCKET_LADDER) {
    if (tenths < below) return (Math.floor((tenths + nudge) / width) * width + offset) / 10;
  }
  // Not reached: below the ceiling, tenths are below the last rung.
  return TIMING_BUCKET_CEILING_MS;
}
