import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { PaymentErrorKind } from './error-kinds.ts';
import { PaymentErrorSchema, SubmitOutcomeSchema, SubmitResultSchema } from './submit-outcome.schema.ts';
import {
  SUBMIT_STATUSES,
  type PaymentError,
  type SubmitOutcome,
  type SubmitStatus,
} from './submit-outcome.ts';

/** One outcome per status; typed as a Record so a new status fails to compile here. */
const OUTCOMES: Record<SubmitStatus, SubmitOutcome> = {
  unknown: { status: 'unknown' },
  notify: { status: 'notify', transactionId: 'tx_1', message: 'Deposit received.' },
  user_redirected: {
    status: 'user_redirected',
    transactionId: 'tx_2',
    url: 'https://acs.example.test/3ds',
    method: 'POST',
    params: { creq: 'abc' },
  },
  iframe_opened: { status: 'iframe_opened', transactionId: 'tx_3', url: 'https://pay.example.test/i/3' },
  outdated_method_fields: { status: 'outdated_method_fields', methodId: 'visa', fieldsVersion: '0a1b2c3d' },
  install_metamask: { status: 'install_metamask', installUrl: 'https://metamask.io/download/' },
};

const ERRORS: Record<PaymentErrorKind, PaymentError> = {
  unknown_error: {
    kind: 'unknown_error',
    code: 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
    message: 'Something went wrong.',
  },
  request_error: { kind: 'request_error', code: 'NETWORK_ERROR', message: 'Try again.', retryable: true },
  params_error: {
    kind: 'params_error',
    code: 'VALIDATE_PROFILE_ERROR',
    message: 'Check your details.',
    fields: [{ name: 'email', message: 'Enter a valid e-mail address.' }],
  },
  pop_up: {
    kind: 'pop_up',
    code: 'POPUP_BLOCKED',
    message: 'Open the window.',
    url: 'https://pay.example.test/p',
  },
  verification_required: {
    kind: 'verification_required',
    code: 'KYC_REQUIRED_ERROR',
    message: 'Verify first.',
  },
};

describe('given a submit result', () => {
  it.each(SUBMIT_STATUSES.map((status) => [status]))('should accept a %s outcome', (status) => {
    expect(Value.Check(SubmitOutcomeSchema, OUTCOMES[status])).toBe(true);
    expect(Value.Check(SubmitResultSchema, { ok: true, outcome: OUTCOMES[status] })).toBe(true);
  });

  it.each(Object.values(ERRORS).map((error) => [error.kind, error]))(
    'should accept a %s error',
    (_kind, error) => {
      expect(Value.Check(PaymentErrorSchema, error)).toBe(true);
      expect(Value.Check(SubmitResultSchema, { ok: false, error })).toBe(true);
    },
  );

  it('should refuse a status outside the list', () => {
    expect(Value.Check(SubmitOutcomeSchema, { status: 'success', transactionId: 'tx' })).toBe(false);
  });

  it('should refuse an error whose code is not in the closed list', () => {
    expect(Value.Check(PaymentErrorSchema, { ...ERRORS.unknown_error, code: 'PROVIDER_SAID_NO' })).toBe(
      false,
    );
  });

  it('should refuse a redirect that is not http(s)', () => {
    const outcome = { ...OUTCOMES.user_redirected, url: 'javascript:alert(1)' };
    expect(Value.Check(SubmitOutcomeSchema, outcome)).toBe(false);
  });

  it('should refuse an error sent as a successful result', () => {
    expect(Value.Check(SubmitResultSchema, { ok: true, error: ERRORS.request_error })).toBe(false);
  });
});
