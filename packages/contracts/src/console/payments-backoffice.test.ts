import { describe, expect, it } from 'vitest';
import { APPROVE_REASONS, CASHOUT_DECISION_REASONS, REJECT_REASONS } from './payments-backoffice.ts';

describe('cashout decision reasons', () => {
  it('should list every reason of either decision exactly once', () => {
    const union = new Set<string>([...APPROVE_REASONS, ...REJECT_REASONS]);
    expect([...CASHOUT_DECISION_REASONS].sort()).toEqual([...union].sort());
  });
});
