import { describe, expect, it } from 'vitest';
import {
  FLOOD_WRITER_SHARE,
  SATURATED_STEP_SHARE,
  SATURATED_WRITER_SHARE,
  restAfterStep,
  stepShareDuringFlood,
} from './step-pacing.ts';

/** The share of the time a step of `ran` ms and its rest give the steps. */
const stepsShare = (ran: number, writerShare: number): number =>
  ran / (ran + restAfterStep(ran, 200, 20, writerShare));

describe('restAfterStep', () => {
  it('should keep to the interval in steady traffic, a step that overran starting at the next tick', () => {
    expect(restAfterStep(5, 200, 20, 0.1)).toBe(195);
    expect(restAfterStep(250, 200, 20, 0.1)).toBe(150);
  });

  it('should rest nine times an overrunning step at the flood threshold, so steps keep to a tenth of the time', () => {
    expect(restAfterStep(200, 200, 20, FLOOD_WRITER_SHARE)).toBeCloseTo(1_800, 6);
    expect(stepsShare(137, FLOOD_WRITER_SHARE)).toBeCloseTo(0.1, 10);
  });

  it('should rest 49 times an overrunning step once the flood saturates the writer, so steps keep to a fiftieth', () => {
    expect(restAfterStep(200, 200, 20, 0.9)).toBeCloseTo(9_800, 6);
    expect(stepsShare(137, SATURATED_WRITER_SHARE)).toBeCloseTo(SATURATED_STEP_SHARE, 10);
    expect(stepsShare(137, 1)).toBeCloseTo(SATURATED_STEP_SHARE, 10);
  });

  it('should give the steps less of the time the busier the writer is during a flood', () => {
    const shares = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6].map((writer) => stepsShare(300, writer));
    for (let i = 1; i < shares.length; i += 1) expect(shares[i]).toBeLessThan(shares[i - 1]!);
    expect(stepsShare(300, 0.45)).toBeCloseTo((0.1 + SATURATED_STEP_SHARE) / 2, 10);
  });

  it('should rest the rest of the interval after a short step, flood or not', () => {
    expect(restAfterStep(5, 200, 20, FLOOD_WRITER_SHARE)).toBe(195);
    expect(restAfterStep(3, 200, 20, 0.9)).toBe(197);
  });
});

describe('stepShareDuringFlood', () => {
  it('should never give the steps more than their budget, nor less than a saturated flood leaves them', () => {
    expect(stepShareDuringFlood(0.1, 0)).toBe(0.1);
    expect(stepShareDuringFlood(0.1, 5)).toBeCloseTo(SATURATED_STEP_SHARE, 10);
    // A budget already under the saturated share keeps its own.
    expect(stepShareDuringFlood(0.01, 0.9)).toBe(0.01);
  });
});
