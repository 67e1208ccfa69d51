import { describe, expect, it } from 'vitest';
import type { DepositLimits } from '@playfront/contracts';
import { limitsChange, limitInputValue } from './limit-amounts.ts';

const current: DepositLimits = {
  currency: 'EUR',
  limits: [
    {
      period: 'day',
      amount: 5_000,
      used: 0,
      remaining: 5_000,
      resetsAt: null,
      pending: { amount: 9_000, effectiveAt: 1 },
    },
  ],
  allowance: null,
};

const form = (values: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('given the deposit limits form', () => {
  it('should send only the periods that changed, amounts as typed in the page language', () => {
    expect(
      limitsChange(form({ 'limit-day': '50.00', 'limit-week': '', 'limit-month': '' }), current, 'de'),
    ).toEqual({
      ok: true,
      request: null,
    });
    expect(
      limitsChange(form({ 'limit-day': '40,5', 'limit-week': '1.000', 'limit-month': '' }), current, 'de'),
    ).toEqual({
      ok: true,
      request: {
        limits: [
          { period: 'day', amount: 4_050 },
          { period: 'week', amount: 100_000 },
        ],
      },
    });
    expect(limitsChange(form({ 'limit-day': '' }), current, 'en')).toEqual({
      ok: true,
      request: { limits: [{ period: 'day', amount: null }] },
    });
  });

  it('should refuse an amount that is not above zero or not an amount', () => {
    for (const typed of ['0', 'ten', '-5', '1e3']) {
      expect(limitsChange(form({ 'limit-day': typed }), current, 'en')).toEqual({ ok: false });
    }
  });

  it('should show a limit as a plain decimal every language reads back', () => {
    expect(limitInputValue(5_000, 'EUR')).toBe('50.00');
    expect(limitInputValue(null, 'EUR')).toBe('');
    expect(limitsChange(form({ 'limit-day': limitInputValue(5_000, 'EUR') }), current, 'de')).toEqual({
      ok: true,
      request: null,
    });
  });
});
