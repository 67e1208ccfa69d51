import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '@playfront/contracts';
import {
  canMove,
  isFinal,
  ledgerEffect,
  STORED_TRANSACTION_STATUSES,
  storedStatusesOf,
  TRANSITIONS,
  wireStatus,
} from './transaction-states.ts';

describe('given the transaction states', () => {
  it('should let open payments move and settled ones never', () => {
    expect(canMove('pending', 'approved')).toBe(true);
    expect(canMove('action_required', 'declined')).toBe(true);
    expect(canMove('pending', 'pending')).toBe(true);
    for (const final of ['approved', 'declined', 'cancelled', 'failed'] as const) {
      expect(isFinal(final)).toBe(true);
      for (const to of STORED_TRANSACTION_STATUSES) expect(canMove(final, to)).toBe(false);
    }
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...STORED_TRANSACTION_STATUSES].sort());
  });

  it('should credit a deposit only when approved, and a cashout back only when it ends otherwise', () => {
    expect(ledgerEffect('deposit', 'pending', 'approved')).toEqual({
      direction: 'credit',
      reason: 'deposit',
    });
    expect(ledgerEffect('deposit', 'action_required', 'approved')).toEqual({
      direction: 'credit',
      reason: 'deposit',
    });
    expect(ledgerEffect('deposit', 'pending', 'declined')).toBeUndefined();
    expect(ledgerEffect('cashout', 'pending', 'approved')).toBeUndefined();
    for (const to of ['declined', 'cancelled', 'failed'] as const) {
      expect(ledgerEffect('cashout', 'pending', to)).toEqual({
        direction: 'credit',
        reason: 'cashout_reversal',
      });
    }
    expect(ledgerEffect('cashout', 'pending', 'action_required')).toBeUndefined();
    expect(ledgerEffect('deposit', 'approved', 'approved')).toBeUndefined();
  });

  it('should show every stored status as one of the API statuses', () => {
    for (const status of STORED_TRANSACTION_STATUSES)
      expect(TRANSACTION_STATUSES).toContain(wireStatus(status));
    expect(wireStatus('action_required')).toBe('pending');
    expect(wireStatus('approved')).toBe('completed');
    expect(wireStatus('declined')).toBe('failed');
    expect(storedStatusesOf('pending')).toEqual(['pending', 'action_required']);
    expect(storedStatusesOf('completed')).toEqual(['approved']);
    expect(storedStatusesOf('failed')).toEqual(['declined', 'failed']);
    expect(storedStatusesOf('cancelled')).toEqual(['cancelled']);
  });
});
