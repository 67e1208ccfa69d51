import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { LiveMessageSchema } from './config.schema.ts';
import { PAYMENTS_API_PREFIX, PAYMENTS_WEBSOCKET_PATH } from './config.ts';
import { GetMethodFieldsParamsSchema } from './get-method-fields.schema.ts';
import { GetMethodsQuerySchema, MethodViewSchema } from './get-methods.schema.ts';
import { DeleteSavedProfileParamsSchema, SavedProfileSchema } from './saved-profiles.schema.ts';
import { TransactionsQuerySchema } from './transactions.schema.ts';

describe('given the payments read operations', () => {
  it('should put the websocket under the payments prefix', () => {
    expect(PAYMENTS_WEBSOCKET_PATH).toBe(`${PAYMENTS_API_PREFIX}/ws`);
  });

  it.each([
    [{ action: 'deposit' }, true],
    [{ action: 'cashout', currency: 'BTC' }, true],
    [{}, false],
    [{ action: 'refund' }, false],
    [{ action: 'deposit', currency: 'XAU' }, false],
    [{ action: 'deposit', extra: 1 }, false],
  ])('should check the getMethods query %j as %s', (query, valid) => {
    expect(Value.Check(GetMethodsQuerySchema, query)).toBe(valid);
  });

  it.each([
    [{}, true],
    [{ limit: 1, status: 'pending', action: 'cashout', currency: 'EUR', cursor: 'MTAwLmFi' }, true],
    [{ limit: 0 }, false],
    [{ limit: 101 }, false],
    [{ status: 'approved' }, false],
    [{ cursor: 'a/b' }, false],
  ])('should check the history query %j as %s', (query, valid) => {
    expect(Value.Check(TransactionsQuerySchema, query)).toBe(valid);
  });

  it('should take slugs as method ids and any short id as a profile id', () => {
    expect(Value.Check(GetMethodFieldsParamsSchema, { methodId: 'skrill-1-tap' })).toBe(true);
    expect(Value.Check(GetMethodFieldsParamsSchema, { methodId: '../etc' })).toBe(false);
    expect(Value.Check(DeleteSavedProfileParamsSchema, { profileId: 'x'.repeat(64) })).toBe(true);
    expect(Value.Check(DeleteSavedProfileParamsSchema, { profileId: 'x'.repeat(65) })).toBe(false);
  });

  it('should describe an unavailable method view and a saved profile', () => {
    expect(
      Value.Check(MethodViewSchema, {
        id: 'ideal',
        brand: 'iDEAL',
        type: 'bank_transfer',
        providerId: 'paynl',
        logoKey: 'ideal',
        fieldsVersion: '0a1b2c3d',
        available: false,
        reason: 'country_not_supported',
        limits: { currency: 'EUR', min: 1000, max: 500000 },
        processingTime: { type: 'instant' },
        commission: { type: 'none' },
      }),
    ).toBe(true);
    const profile = {
      id: 'p1',
      methodId: 'visa',
      kind: 'card',
      display: 'Visa •••• 4242',
      details: { last4: '4242', expiryMonth: 12 },
      lastUsedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(Value.Check(SavedProfileSchema, profile)).toBe(true);
    expect(Value.Check(SavedProfileSchema, { ...profile, details: { nested: { card: '4242' } } })).toBe(
      false,
    );
  });

  it('should describe every websocket message', () => {
    for (const message of [
      { type: 'hello' },
      { type: 'player_updated' },
      { type: 'methods_available' },
      { type: 'accounts_updated', balances: { EUR: 100 } },
      {
        type: 'transaction_status',
        transactionId: 't',
        action: 'deposit',
        status: 'completed',
        amount: 1,
        currency: 'EUR',
      },
    ]) {
      expect(Value.Check(LiveMessageSchema, message)).toBe(true);
    }
    expect(Value.Check(LiveMessageSchema, { type: 'goodbye' })).toBe(false);
  });
});
