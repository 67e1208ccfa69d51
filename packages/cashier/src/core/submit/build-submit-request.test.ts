import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyExponent, type FieldDefinition } from '@playfront/contracts';
import { buildSubmitRequest, sameOriginPath } from './build-submit-request.ts';

const fields: FieldDefinition[] = [
  { name: 'amount', type: 'amount', required: true, labelKey: 'f.amount' },
  { name: 'card', type: 'credit_card_number', required: true, labelKey: 'f.card' },
  { name: 'save_card', type: 'checkbox', required: false, labelKey: 'f.save' },
  { name: 'note', type: 'banner', required: false, labelKey: 'f.note', tone: 'info' },
];

const base = {
  methodId: 'visa',
  fieldsVersion: 'abcd1234',
  action: 'deposit' as const,
  currency: 'EUR' as const,
  fields,
  locale: 'en',
};

describe('buildSubmitRequest', () => {
  it('sends minor units, card digits, booleans, the fields version and a same-origin return path', () => {
    const result = buildSubmitRequest({
      ...base,
      values: { amount: '1,234.50', card: '4242 4242 4242 4242', save_card: true, note: 'x' },
      returnUrl: '/cashier?tab=deposit',
      savedProfileId: 'p-1',
    });
    expect(result).toEqual({
      ok: true,
      request: {
        methodId: 'visa',
        action: 'deposit',
        currency: 'EUR',
        amount: 123_450,
        fieldsVersion: 'abcd1234',
        fields: { card: '4242424242424242', save_card: true },
        client: { hasWallet: false, returnUrl: '/cashier?tab=deposit' },
        savedProfileId: 'p-1',
      },
    });
  });

  it('reads amounts in the locale and refuses missing or invalid ones', () => {
    const de = buildSubmitRequest({ ...base, locale: 'de-DE', values: { amount: '1.234,5' } });
    expect(de.ok && de.request.amount).toBe(123_450);
    expect(buildSubmitRequest({ ...base, values: {} })).toEqual({ ok: false, reason: 'amount_missing' });
    expect(buildSubmitRequest({ ...base, values: { amount: '1.234' } })).toEqual({
      ok: false,
      reason: 'amount_invalid',
    });
    expect(buildSubmitRequest({ ...base, values: {}, amount: 500 }).ok).toBe(true);
  });

  it('drops return URLs that leave the site', () => {
    expect(sameOriginPath('https://evil.test/')).toBeUndefined();
    expect(sameOriginPath('//evil.test')).toBeUndefined();
    expect(sameOriginPath('/\\evil.test')).toBeUndefined();
    expect(sameOriginPath('/ok')).toBe('/ok');
  });

  it('maps any decimal within the exponent to exact integer minor units', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: 1n, max: BigInt(Number.MAX_SAFE_INTEGER) }),
        (currency, minor) => {
          const exponent = currencyExponent(currency);
          const digits = minor.toString().padStart(exponent + 1, '0');
          const text = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
          const result = buildSubmitRequest({ ...base, currency, values: { amount: text } });
          expect(result.ok && result.request.amount).toBe(Number(minor));
        },
      ),
    );
  });
});
