import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_ERROR_KINDS, SUBMIT_STATUSES, type SubmitResult } from '@playfront/contracts';
import {
  SUBMIT_CLOSE_STATUSES,
  handleSubmitResult,
  submitReaction,
  type SubmitResultHandlers,
} from './handle-submit-outcome.ts';

const ref = { code: 'CARD_DECLINED', message: 'Declined', reference: 'req_1' } as const;
const RESULTS: Record<string, SubmitResult> = {
  notify: { ok: true, outcome: { status: 'notify', transactionId: 't1', message: 'Deposit received' } },
  user_redirected: {
    ok: true,
    outcome: {
      status: 'user_redirected',
      transactionId: 't1',
      url: 'https://psp.test',
      method: 'POST',
      params: { a: 'b' },
    },
  },
  iframe_opened: {
    ok: true,
    outcome: { status: 'iframe_opened', transactionId: 't1', url: 'https://psp.test/3ds' },
  },
  outdated_method_fields: {
    ok: true,
    outcome: { status: 'outdated_method_fields', methodId: 'visa', fieldsVersion: 'f2' },
  },
  install_metamask: { ok: true, outcome: { status: 'install_metamask', installUrl: 'https://metamask.io' } },
  unknown: { ok: true, outcome: { status: 'unknown' } },
  unknown_error: { ok: false, error: { kind: 'unknown_error', ...ref } },
  request_error: { ok: false, error: { kind: 'request_error', ...ref, retryable: false } },
  params_error: {
    ok: false,
    error: { kind: 'params_error', ...ref, fields: [{ name: 'amount', message: 'Too high' }] },
  },
  pop_up: { ok: false, error: { kind: 'pop_up', ...ref, url: 'https://psp.test/pop' } },
  verification_required: {
    ok: false,
    error: { kind: 'verification_required', ...ref, verificationUrl: 'https://kyc.test' },
  },
};

describe('given every submit status and error kind', () => {
  it('should call exactly the matching handler', () => {
    for (const name of [...SUBMIT_STATUSES, ...PAYMENT_ERROR_KINDS]) {
      const handlers: SubmitResultHandlers<string> = {
        outcomes: {
          notify: vi.fn(() => 'notify'),
          user_redirected: vi.fn(() => 'user_redirected'),
          iframe_opened: vi.fn(() => 'iframe_opened'),
          outdated_method_fields: vi.fn(() => 'outdated_method_fields'),
          install_metamask: vi.fn(() => 'install_metamask'),
          unknown: vi.fn(() => 'unknown'),
        },
        errors: {
          unknown_error: vi.fn(() => 'unknown_error'),
          request_error: vi.fn(() => 'request_error'),
          params_error: vi.fn(() => 'params_error'),
          pop_up: vi.fn(() => 'pop_up'),
          verification_required: vi.fn(() => 'verification_required'),
        },
        unrecognized: vi.fn(() => 'unrecognized'),
      };
      expect(handleSubmitResult(RESULTS[name]!, handlers)).toBe(name);
    }
  });

  it('should give each its default reaction', () => {
    const types = Object.fromEntries(
      Object.entries(RESULTS).map(([name, result]) => [name, submitReaction(result).type]),
    );
    expect(types).toEqual({
      notify: 'completed',
      user_redirected: 'redirect',
      iframe_opened: 'iframe',
      outdated_method_fields: 'refetch_fields',
      install_metamask: 'install_wallet',
      unknown: 'pending',
      unknown_error: 'failed',
      request_error: 'retry',
      params_error: 'fix_fields',
      pop_up: 'open_popup',
      verification_required: 'verify',
    });
    expect(submitReaction(RESULTS.params_error!)).toEqual({
      type: 'fix_fields',
      message: 'Declined',
      fields: { amount: 'Too high' },
      reference: 'req_1',
    });
  });

  it('should report success to the host only for notify', () => {
    for (const [name, result] of Object.entries(RESULTS)) {
      const status = handleSubmitResult(result, SUBMIT_CLOSE_STATUSES);
      expect(status === 'success', name).toBe(name === 'notify');
    }
  });
});

describe('given a status or kind this build does not know', () => {
  it('should take the unrecognized branch: pending, never success', () => {
    const strangeStatus = { ok: true, outcome: { status: 'settled' } } as unknown as SubmitResult;
    const strangeKind = {
      ok: false,
      error: { kind: 'fraud', code: 'X', message: 'm' },
    } as unknown as SubmitResult;
    for (const result of [strangeStatus, strangeKind]) {
      expect(submitReaction(result)).toEqual({ type: 'pending' });
      expect(handleSubmitResult(result, SUBMIT_CLOSE_STATUSES)).toBe('unknown');
    }
  });
});
