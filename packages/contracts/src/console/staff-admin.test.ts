import { describe, expect, it } from 'vitest';
import { formatApprovalLimits, parseApprovalLimits } from './staff-admin.ts';

describe('given approval limits typed in the staff page', () => {
  it('should read currencies and major units into minor units, and write them back', () => {
    const parsed = parseApprovalLimits('EUR 500.00, usd 550, JPY:12000');
    expect(parsed).toEqual({ ok: true, limits: { EUR: 50_000, USD: 55_000, JPY: 12_000 } });
    expect(formatApprovalLimits(parsed.ok ? parsed.limits : null)).toBe('EUR 500.00, USD 550.00, JPY 12000');
  });

  it('should read an empty text as no limits of the member’s own', () => {
    expect(parseApprovalLimits(' , ')).toEqual({ ok: true, limits: {} });
    expect(formatApprovalLimits(null)).toBe('');
  });

  it('should name the entry it cannot read: an unknown currency, too many decimals, a negative amount', () => {
    expect(parseApprovalLimits('EUR 5, XXX 10')).toEqual({ ok: false, entry: 'XXX 10' });
    expect(parseApprovalLimits('EUR 5.001')).toEqual({ ok: false, entry: 'EUR 5.001' });
    expect(parseApprovalLimits('EUR -5')).toEqual({ ok: false, entry: 'EUR -5' });
    expect(parseApprovalLimits('EUR')).toEqual({ ok: false, entry: 'EUR' });
  });
});
