import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Commission } from './commission.ts';
import { computeFee } from './fee.ts';

describe('given method commissions', () => {
  it.each<[Commission, number, number]>([
    [{ type: 'none' }, 10_000, 0],
    [{ type: 'float', source: 'network_fee' }, 10_000, 0],
    [{ type: 'percent', basisPoints: 250 }, 12_345, 309],
    [{ type: 'percent', basisPoints: 250 }, 12_340, 309],
    [{ type: 'percent', basisPoints: 250 }, 12_339, 308],
    [{ type: 'range-percent', fromBasisPoints: 150, toBasisPoints: 300 }, 10_000, 300],
    [{ type: 'fixed', amounts: [{ currency: 'EUR', amount: 150 }] }, 10_000, 150],
    [{ type: 'fixed', amounts: [{ currency: 'USD', amount: 150 }] }, 10_000, 0],
    [{ type: 'mixed', basisPoints: 450, amounts: [{ currency: 'EUR', amount: 199 }] }, 5_000, 424],
  ])('should charge %j on %i as %i', (commission, amount, fee) => {
    expect(computeFee(commission, amount, 'EUR')).toBe(fee);
  });

  it('should round a percentage half up exactly, even for the largest amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const fee = computeFee({ type: 'percent', basisPoints: bp }, amount, 'EUR');
          expect(Number.isSafeInteger(fee)).toBe(true);
          // fee is the integer nearest to amount·bp/10000, halves up: a tie lands on +5000.
          const error = BigInt(fee) * 10_000n - BigInt(amount) * BigInt(bp);
          expect(error > -5_000n && error <= 5_000n).toBe(true);
        },
      ),
    );
  });

  it('should round an exact half up (the tie fast-check found)', () => {
    // 1,063,262,427,869,315 × 30 % = 318,978,728,360,794.5
    expect(computeFee({ type: 'percent', basisPoints: 3000 }, 1_063_262_427_869_315, 'EUR')).toBe(
      318_978_728_360_795,
    );
  });
});
