import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '@playfront/contracts';
import { CashierError } from '../errors.ts';
import type { SubmitFailure } from '../state/cashier-store.ts';
import { failureSteps, failureTone, NEXT_STEPS, OUTCOME_TONES, TRANSACTION_TONES } from './outcome-tone.ts';

const transport = (kind: CashierError['kind'], status?: number): SubmitFailure => ({
  source: 'transport',
  error: new CashierError(kind, 'failed', status === undefined ? {} : { status }),
});

const declined: SubmitFailure = {
  source: 'payment',
  error: { kind: 'request_error', code: 'CARD_DECLINED', message: 'Declined', retryable: false },
};

describe('given a submit that did not succeed', () => {
  it('should tell a lost answer or a server error as unknown, never as a failure', () => {
    expect(failureTone(transport('network'))).toBe('unknown');
    expect(failureTone(transport('invalid_response'))).toBe('unknown');
    expect(failureTone(transport('http', 502))).toBe('unknown');
    expect(failureSteps(transport('network'))).toEqual(['check_again', 'other_method']);
  });

  it('should tell a refusal in words as a failure, with "try again" and "another method"', () => {
    expect(failureTone(transport('http', 429))).toBe('failure');
    expect(failureTone(transport('http', 400))).toBe('failure');
    expect(failureTone(declined)).toBe('failure');
    expect(failureSteps(declined)).toEqual(['retry', 'other_method']);
  });

  it('should tell the server’s unknown error as unknown, offering only another method', () => {
    const unknown: SubmitFailure = {
      source: 'payment',
      error: { kind: 'unknown_error', code: 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR', message: 'Check history' },
    };
    expect(failureTone(unknown)).toBe('unknown');
    // Resending would replay the same answer: only the history will tell.
    expect(failureSteps(unknown)).toEqual(['other_method']);
  });
});

describe('given a followed payment', () => {
  it('should give every status a tone, a cancelled one being a failure', () => {
    expect(Object.keys(TRANSACTION_TONES).sort()).toEqual([...TRANSACTION_STATUSES].sort());
    expect(TRANSACTION_TONES).toEqual({
      completed: 'success',
      failed: 'failure',
      cancelled: 'failure',
      pending: 'pending',
    });
  });

  it('should offer a next step in every tone, a retry only after a failure', () => {
    for (const tone of OUTCOME_TONES) {
      expect(NEXT_STEPS[tone].length, tone).toBeGreaterThan(0);
      expect(NEXT_STEPS[tone].includes('retry'), tone).toBe(tone === 'failure');
    }
  });
});
