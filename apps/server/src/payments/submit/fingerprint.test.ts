import { describe, expect, it } from 'vitest';
import type { SubmitRequest } from '@playfront/contracts';
import { catalogue } from '../catalogue/index.ts';
import { canonicalJson, requestFingerprint } from './fingerprint.ts';

const fields = catalogue.method('credit-card')!.fields;
const body = (overrides: Partial<SubmitRequest['fields']> = {}, amount = 2000): SubmitRequest => ({
  methodId: 'credit-card',
  action: 'deposit',
  currency: 'EUR',
  amount,
  fieldsVersion: 'abc',
  fields: {
    card_number: '4242424242424242',
    cvv: '123',
    card_holder: 'Ada',
    expiry_date: '12/30',
    ...overrides,
  },
});

describe('given request fingerprints', () => {
  it('should not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    const reverse = <T extends object>(value: T): T =>
      Object.fromEntries(Object.entries(value).reverse()) as T;
    const original = body();
    const reordered = reverse({ ...original, fields: reverse(original.fields) });
    expect(Object.keys(reordered)[0]).toBe('fields');
    expect(requestFingerprint(reordered, fields)).toBe(requestFingerprint(body(), fields));
  });

  it('should differ for a different amount, holder or card', () => {
    const base = requestFingerprint(body(), fields);
    expect(requestFingerprint(body({}, 2001), fields)).not.toBe(base);
    expect(requestFingerprint(body({ card_holder: 'Bo' }), fields)).not.toBe(base);
    expect(requestFingerprint(body({ card_number: '5555555555554444' }), fields)).not.toBe(base);
  });

  it('should take secrets only as a stand-in: brand, length and last four of a card, nothing of a CVV', () => {
    const base = requestFingerprint(body(), fields);
    expect(requestFingerprint(body({ cvv: '999' }), fields)).toBe(base);
    expect(requestFingerprint(body({ card_number: '4000056655665556' }), fields)).not.toBe(base);
    // Same brand, length and last four: the same stand-in (a reused key then replays, never charges twice).
    expect(requestFingerprint(body({ card_number: '4111111111114242' }), fields)).toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});
