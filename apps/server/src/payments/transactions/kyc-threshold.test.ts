import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@playfront/contracts';
import { cashoutNeedsKyc, KYC_CASHOUT_THRESHOLDS } from './kyc-threshold.ts';

describe('given the KYC cashout thresholds', () => {
  it('should have a positive threshold in minor units for every currency', () => {
    for (const currency of CURRENCY_CODES) {
      expect(Number.isSafeInteger(KYC_CASHOUT_THRESHOLDS[currency]), currency).toBe(true);
      expect(KYC_CASHOUT_THRESHOLDS[currency], currency).toBeGreaterThan(0);
    }
    expect(KYC_CASHOUT_THRESHOLDS.EUR).toBe(200_000);
    expect(KYC_CASHOUT_THRESHOLDS.BTC).toBe(3_000_000);
    expect(KYC_CASHOUT_THRESHOLDS.JPY).toBe(330_000);
  });

  it('should need KYC above the threshold, not at it', () => {
    expect(cashoutNeedsKyc('EUR', 200_000)).toBe(false);
    expect(cashoutNeedsKyc('EUR', 200_001)).toBe(true);
  });
});
