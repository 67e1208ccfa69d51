import { describe, expect, it } from 'vitest';
import { toReportingMinor } from './reporting-rates.ts';

describe('given the reporting rates', () => {
  it('should keep an amount in its own currency as it is', () => {
    expect(toReportingMinor(12_345, 'EUR', 'EUR')).toBe(12_345);
  });

  it('should convert through the euro and round to the target minor unit', () => {
    expect(toReportingMinor(10_000, 'EUR', 'USD')).toBe(10_800);
    // 1620 JPY (no minor unit) is 10.00 EUR.
    expect(toReportingMinor(1_620, 'JPY', 'EUR')).toBe(1_000);
    // 0.00016 BTC (8 decimals) is 10.00 EUR, 8.50 GBP.
    expect(toReportingMinor(16_000, 'BTC', 'GBP')).toBe(850);
  });

  it('should round negative amounts away from zero as positive ones', () => {
    expect(toReportingMinor(-1, 'USD', 'EUR')).toBe(-toReportingMinor(1, 'USD', 'EUR'));
  });

  it('should count an unknown currency as nothing', () => {
    expect(toReportingMinor(1_000, 'XYZ', 'EUR')).toBe(0);
  });
});
