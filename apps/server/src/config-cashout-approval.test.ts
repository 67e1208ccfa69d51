import { describe, expect, it } from 'vitest';
import { loadCashoutApprovalConfig } from './config-cashout-approval.ts';
import {
  autoApproves,
  needsSecondApproval,
  withinAgentLimit,
} from './payments/approval/cashout-approval-rule.ts';

describe('given the cashout approval settings', () => {
  it('should scale the defaults from the KYC thresholds and release first cashouts outside production only', () => {
    const test = loadCashoutApprovalConfig({}, 'test');
    expect(test.autoApproveMax.EUR).toBe(100_000);
    expect(test.secondApprovalAbove.EUR).toBe(150_000);
    expect(test.agentLimit.EUR).toBe(200_000);
    expect(test.autoApproveFirst).toBe(true);
    expect(loadCashoutApprovalConfig({}, 'production').autoApproveFirst).toBe(false);
  });

  it('should read per-currency tables, none, and refuse what it cannot read', () => {
    const config = loadCashoutApprovalConfig(
      {
        CASHOUT_AUTO_APPROVE_MAX: 'EUR:5000, USD:6000',
        CASHOUT_AGENT_LIMIT: 'none',
        CASHOUT_AUTO_APPROVE_KYC: 'verified',
      },
      'production',
    );
    expect(config.autoApproveMax).toEqual({ EUR: 5_000, USD: 6_000 });
    expect(config.agentLimit).toEqual({});
    expect(() => loadCashoutApprovalConfig({ CASHOUT_AUTO_APPROVE_MAX: 'EURO:5' }, 'test')).toThrow(
      /CASHOUT_AUTO_APPROVE_MAX must list CURRENCY:minor-units pairs/,
    );
    expect(() => loadCashoutApprovalConfig({ CASHOUT_AUTO_APPROVE_KYC: 'some' }, 'test')).toThrow(
      /CASHOUT_AUTO_APPROVE_KYC must be any or verified/,
    );
    expect(() => loadCashoutApprovalConfig({ CASHOUT_AUTO_APPROVE_FIRST: 'yes' }, 'test')).toThrow(
      /CASHOUT_AUTO_APPROVE_FIRST must be true or false/,
    );
  });

  it('should release only within the maximum, with the KYC status asked for, and not a first cashout unless allowed', () => {
    const config = loadCashoutApprovalConfig(
      {
        CASHOUT_AUTO_APPROVE_MAX: 'EUR:5000',
        CASHOUT_AUTO_APPROVE_KYC: 'verified',
        CASHOUT_AUTO_APPROVE_FIRST: 'false',
      },
      'test',
    );
    const cashout = { currency: 'EUR', amount: 5_000, kycStatus: 'verified', earlierCashouts: 1 } as const;
    expect(autoApproves(config, cashout)).toBe(true);
    expect(autoApproves(config, { ...cashout, amount: 5_001 })).toBe(false);
    expect(autoApproves(config, { ...cashout, currency: 'USD' })).toBe(false);
    expect(autoApproves(config, { ...cashout, kycStatus: 'pending' })).toBe(false);
    expect(autoApproves(config, { ...cashout, earlierCashouts: 0 })).toBe(false);
    expect(needsSecondApproval(config, 'EUR', 150_000)).toBe(false);
    expect(needsSecondApproval(config, 'EUR', 150_001)).toBe(true);
    expect(withinAgentLimit(config, 'EUR', 200_000)).toBe(true);
    expect(withinAgentLimit(config, 'EUR', 200_001)).toBe(false);
  });
});
