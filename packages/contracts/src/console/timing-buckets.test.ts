import { describe, expect, it } from 'vitest';
import { TIMING_BUCKET_CEILING_MS, TIMING_BUCKET_LADDER, timingBucket } from './timing-buckets.ts';

describe('given timing samples counted by bucket', () => {
  it('should round to the nearest tenth of a millisecond below 12.8 ms', () => {
    expect(timingBucket(0.04)).toBe(0);
    expect(timingBucket(0.05)).toBe(0.1);
    expect(timingBucket(3.24)).toBe(3.2);
    expect(timingBucket(12.74)).toBe(12.7);
    expect(timingBucket(12.79)).toBe(12.8);
  });

  it('should show a bucket by its middle from 12.8 ms, two tenths wide in the first doubling', () => {
    expect(timingBucket(12.8)).toBe(12.9);
    expect(timingBucket(12.99)).toBe(12.9);
    expect(timingBucket(13)).toBe(13.1);
    // 2048–4095 tenths: buckets of 32, so 300 ms is in 2976–3007 and shown as 299.2.
    expect(timingBucket(297.6)).toBe(299.2);
    expect(timingBucket(300)).toBe(299.2);
    expect(timingBucket(297.54)).toBe(296);
    expect(timingBucket(1000)).toBe(1004.8);
  });

  it('should stay within 1/128 of every sample', () => {
    for (let ms = 12.8; ms < 1e7; ms *= 1.0137) {
      expect(Math.abs(timingBucket(ms) - ms) / ms).toBeLessThanOrEqual(1 / 128);
    }
  });

  it('should hold 64 buckets a doubling and one for everything past the ceiling', () => {
    const inOctave = new Set<number>();
    for (let tenths = 4096; tenths < 8192; tenths += 1) inOctave.add(timingBucket(tenths / 10));
    expect(inOctave.size).toBe(64);
    expect(timingBucket(TIMING_BUCKET_CEILING_MS)).toBe(TIMING_BUCKET_CEILING_MS);
    expect(timingBucket(Number.MAX_VALUE)).toBe(TIMING_BUCKET_CEILING_MS);
    expect(timingBucket(TIMING_BUCKET_CEILING_MS - 0.001)).toBeLessThan(TIMING_BUCKET_CEILING_MS);
    expect(TIMING_BUCKET_LADDER.at(-1)?.below).toBeGreaterThan(TIMING_BUCKET_CEILING_MS * 10);
  });

  it('should keep the order of the samples', () => {
    let last = 0;
    for (let ms = 0.01; ms < 1e8; ms *= 1.003) {
      const bucket = timingBucket(ms);
      expect(bucket).toBeGreaterThanOrEqual(last);
      last = bucket;
    }
  });
});
