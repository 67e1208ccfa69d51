import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@playfront/contracts';
import { keepCompatibleValues } from './keep-compatible-values.ts';
import { quickAmounts } from './quick-amounts.ts';

describe('keepCompatibleValues', () => {
  it('keeps values whose field still exists with the same type', () => {
    const before: FieldDefinition[] = [
      { name: 'amount', type: 'amount', required: true, labelKey: 'a' },
      { name: 'email', type: 'email', required: true, labelKey: 'b' },
      { name: 'code', type: 'text', required: true, labelKey: 'c' },
    ];
    const after: FieldDefinition[] = [
      { name: 'amount', type: 'amount', required: true, labelKey: 'a' },
      { name: 'code', type: 'code', required: true, labelKey: 'c', length: 6, charset: 'digits' },
      { name: 'phone', type: 'tel', required: true, labelKey: 'd' },
    ];
    expect(keepCompatibleValues(before, after, { amount: '25.00', email: 'a@b.c', code: 'x' })).toEqual({
      amount: '25.00',
    });
  });
});

describe('quickAmounts', () => {
  it('offers round amounts inside the limits', () => {
    expect(quickAmounts('EUR', { min: 1000, max: 10_000 })).toEqual([1000, 2000, 5000, 10_000]);
    expect(quickAmounts('EUR', { min: 1500, max: 1800 })).toEqual([1500]);
    expect(quickAmounts('BTC', { min: 10_000, max: 100_000_000 })).toEqual([10_000]);
    expect(quickAmounts('EUR')).toEqual([]);
  });
});
