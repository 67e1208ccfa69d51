/** A number in [0, 1), as Math.random gives, but the same sequence for the same seed. */
export type Random = () => number;

/**
 * mulberry32: a small, fast generator good enough for demo and benchmark data (not for secrets),
 * so generated data has the same shape on every run.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
