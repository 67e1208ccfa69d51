import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionFee, paymentSummary } from './commission-summary.ts';

describe('commissionFee', () => {
  it('charges each commission type as the server does', () => {
    expect(commissionFee({ type: 'percent', basisPoints: 250 }, 10_000, 'EUR')).toBe(250);
    expect(commissionFee({ type: 'percent', basisPoints: 250 }, 10, 'EUR')).toBe(0);
    expect(commissionFee({ type: 'percent', basisPoints: 250 }, 20, 'EUR')).toBe(1);
    expect(
      commissionFee({ type: 'range-percent', fromBasisPoints: 100, toBasisPoints: 300 }, 10_000, 'EUR'),
    ).toBe(300);
    const amounts = [{ currency: 'EUR' as const, amount: 50 }];
    expect(commissionFee({ type: 'fixed', amounts }, 10_000, 'EUR')).toBe(50);
    expect(commissionFee({ type: 'fixed', amounts }, 10_000, 'USD')).toBe(0);
    expect(commissionFee({ type: 'mixed', basisPoints: 100, amounts }, 10_000, 'EUR')).toBe(150);
    expect(commissionFee({ type: 'float', source: 'network_fee' }, 10_000, 'EUR')).toBe(0);
    expect(commissionFee({ type: 'none' }, 10_000, 'EUR')).toBe(0);
  });
});

describe('paymentSummary', () => {
  it('adds a deposit fee on top and keeps a cashout fee from the payout', () => {
    const commission = { type: 'percent' as const, basisPoints: 1000 };
    expect(paymentSummary(commission, 5000, 'EUR', 'deposit')).toEqual({
      amount: 5000,
      fee: 500,
      total: 5500,
      net: 5000,
      estimated: false,
    });
    expect(paymentSummary(commission, 5000, 'EUR', 'cashout')).toMatchObject({ total: 5000, net: 4500 });
  });

  it('never answers a fraction or a negative payout (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('deposit' as const, 'cashout' as const),
        (amount, basisPoints, action) => {
          const summary = paymentSummary({ type: 'percent', basisPoints }, amount, 'EUR', action);
          expect(Number.isInteger(summary.fee)).toBe(true);
          expect(summary.net).toBeGreaterThanOrEqual(0);
          expect(summary.fee).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
