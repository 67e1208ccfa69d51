import { describe, expect, it } from 'vitest';
import { restAfterStep } from './step-pacing.ts';

describe('restAfterStep', () => {
  it('should keep to the interval in steady traffic, a step that overran starting at the next tick', () => {
    expect(restAfterStep(5, 200, 20, 0.1)).toBe(195);
    expect(restAfterStep(250, 200, 20, 0.1)).toBe(150);
  });

  it('should rest nine times an overrunning step during a flood, so steps keep to a tenth of the time', () => {
    expect(restAfterStep(200, 200, 20, 0.9)).toBe(1_800);
    const ran = 137;
    expect(ran / (ran + restAfterStep(ran, 200, 20, 0.3))).toBeCloseTo(0.1, 10);
  });

  it('should rest the rest of the interval after a short step, flood or not', () => {
    expect(restAfterStep(5, 200, 20, 0.9)).toBe(195);
  });
});
