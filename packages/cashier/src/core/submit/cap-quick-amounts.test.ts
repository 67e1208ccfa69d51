import { describe, expect, it } from 'vitest';
import { capQuickAmounts } from './cap-quick-amounts.ts';

const allowance = { currency: 'EUR', amount: 5_000, period: 'day', resetsAt: null } as const;

describe('given quick amounts and a deposit allowance', () => {
  it('should drop the amounts above the allowance of a deposit', () => {
    expect(capQuickAmounts([1_000, 2_000, 5_000, 10_000], 'deposit', 'EUR', allowance)).toEqual([
      1_000, 2_000, 5_000,
    ]);
  });

  it('should offer none when nothing is left', () => {
    expect(capQuickAmounts([1_000, 2_000], 'deposit', 'EUR', { ...allowance, amount: 0 })).toEqual([]);
  });

  it('should keep every amount for a cashout, another currency or no limit', () => {
    const amounts = [1_000, 10_000];
    expect(capQuickAmounts(amounts, 'cashout', 'EUR', allowance)).toEqual(amounts);
    expect(capQuickAmounts(amounts, 'deposit', 'USD', allowance)).toEqual(amounts);
    expect(capQuickAmounts(amounts, 'deposit', 'EUR', undefined)).toEqual(amounts);
  });
});
