import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { cancelCashoutPath } from './cancel-cashout.ts';
import { CancelCashoutResponseSchema } from './cancel-cashout.schema.ts';
import { IDEMPOTENCY_KEY_PATTERN, type SubmitRequest } from './submit.ts';
import { ReturnPathSchema, SubmitRequestSchema, SubmitResponseSchema } from './submit.schema.ts';

const request: SubmitRequest = {
  methodId: 'credit-card',
  action: 'deposit',
  currency: 'EUR',
  amount: 2500,
  fieldsVersion: '0a1b2c3d',
  fields: { card_number: '4242424242424242', save_card: true },
  savedProfileId: 'p1',
  client: { hasWallet: false, returnUrl: '/cashier?tab=deposit' },
};

describe('given a submit request', () => {
  it('should accept a whole request and a minimal one', () => {
    expect(Value.Errors(SubmitRequestSchema, request)).toEqual([]);
    const { savedProfileId: _p, client: _c, ...minimal } = request;
    expect(Value.Check(SubmitRequestSchema, { ...minimal, fields: {} })).toBe(true);
  });

  it.each([
    ['a fractional amount', { amount: 25.5 }],
    ['a string amount', { amount: '2500' }],
    ['a zero amount', { amount: 0 }],
    ['an unsafe amount', { amount: 2 ** 53 }],
    ['an unknown currency', { currency: 'EURO' }],
    ['an unknown action', { action: 'refund' }],
    ['a number field value', { fields: { cvv: 123 } }],
    ['a field name with spaces', { fields: { 'card number': 'x' } }],
    ['an extra property', { admin: true }],
    ['an unknown client property', { client: { hasWallet: true, userAgent: 'x' } }],
  ])('should refuse %s', (_name, change) => {
    expect(Value.Check(SubmitRequestSchema, { ...request, ...change })).toBe(false);
  });

  it.each(['/', '/cashier?tab=deposit#top', '/a/b?c=%2F'])('should take the return path %s', (path) => {
    expect(Value.Check(ReturnPathSchema, path)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'cashier', '/with space', ''])(
    'should refuse the return path %s',
    (path) => {
      expect(Value.Check(ReturnPathSchema, path)).toBe(false);
    },
  );

  it('should take Idempotency-Keys of 8 to 64 safe characters', () => {
    const key = new RegExp(IDEMPOTENCY_KEY_PATTERN);
    expect(key.test('0b9f3c1e-6a2d-4e0f-9c8b-7a6d5e4f3a2b')).toBe(true);
    expect(key.test('short')).toBe(false);
    expect(key.test('x'.repeat(65))).toBe(false);
    expect(key.test('has space!')).toBe(false);
  });
});

describe('given a submit response', () => {
  it('should accept an outcome with its transaction and invoice, and an error with its reference', () => {
    expect(
      Value.Check(SubmitResponseSchema, {
        ok: true,
        outcome: { status: 'notify', transactionId: 't1', message: 'Send the coins.' },
        transactionId: 't1',
        invoice: {
          currency: 'BTC',
          network: 'bitcoin',
          address: 'bc1qexample',
          amount: 100000,
          amountDecimal: '0.00100000',
          requiredConfirmations: 2,
          expiresAt: 1,
        },
      }),
    ).toBe(true);
    expect(
      Value.Check(SubmitResponseSchema, {
        ok: false,
        error: {
          kind: 'request_error',
          code: 'CARD_DECLINED',
          message: 'Declined.',
          retryable: false,
          reference: 't1',
        },
        transactionId: 't1',
      }),
    ).toBe(true);
    expect(Value.Check(SubmitResponseSchema, { ok: false, outcome: { status: 'unknown' } })).toBe(false);
  });

  it('should build the cancel path and its answer', () => {
    expect(cancelCashoutPath('a/b')).toBe('/api/v1/payments/transactions/a%2Fb/cancel');
    expect(
      Value.Check(CancelCashoutResponseSchema, {
        transactionId: 't',
        status: 'cancelled',
        currency: 'EUR',
        balance: 0,
      }),
    ).toBe(true);
  });
});
