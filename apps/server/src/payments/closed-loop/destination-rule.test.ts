import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { destinationKey, destinationRule } from './destination-rule.ts';

const method = (id: string) => {
  const found = catalogue.method(id);
  if (found === undefined) throw new Error(`no method ${id}`);
  return found;
};

describe('given the closed-loop rule of each cashout method', () => {
  it.each([
    ['visa', { kind: 'card' }],
    ['skrill', { kind: 'account', depositFields: ['skrill_email'], cashoutFields: ['skrill_email'] }],
    [
      'muchbetter',
      { kind: 'account', depositFields: ['muchbetter_phone'], cashoutFields: ['muchbetter_phone'] },
    ],
    ['pix', { kind: 'account', depositFields: ['cpf'], cashoutFields: ['cpf'] }],
    ['bank-iban', { kind: 'account', depositFields: ['bankiban'], cashoutFields: ['iban_cashout'] }],
    ['bank', { kind: 'account', depositFields: ['bankAccountId'], cashoutFields: ['bankAccountId'] }],
    ['paypal', { kind: 'method' }],
    ['jeton', { kind: 'method' }],
    ['trustly', { kind: 'method' }],
    ['brite', { kind: 'method' }],
    ['bitcoin', { kind: 'exempt' }],
    ['tether', { kind: 'exempt' }],
  ])('should hold %s to %j', (id, rule) => {
    expect(destinationRule(method(id))).toEqual(rule);
  });

  it('should compare accounts by the named fields only, ignoring spaces and case', () => {
    const skrill = method('skrill');
    const key = destinationKey(skrill, 'deposit', { amount: '10', skrill_email: ' Ada@Example.com ' });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(destinationKey(skrill, 'cashout', { skrill_email: 'ada@example.com' })).toBe(key);
    expect(destinationKey(skrill, 'cashout', { skrill_email: 'eve@example.com' })).not.toBe(key);
    expect(destinationKey(method('neteller'), 'cashout', { neteller_email: 'ada@example.com' })).not.toBe(
      key,
    );
    expect(destinationKey(skrill, 'cashout', {})).toBeNull();
    expect(destinationKey(method('paypal'), 'cashout', { paypal_email: 'ada@example.com' })).toBeNull();
  });

  it('should pair the SEPA payer IBAN of a deposit with the IBAN of a cashout', () => {
    const sepa = method('bank-iban');
    expect(destinationKey(sepa, 'deposit', { bankiban: 'DE89 3704 0044 0532 0130 00' })).toBe(
      destinationKey(sepa, 'cashout', { iban_cashout: 'de89370400440532013000', account_holder: 'Ada' }),
    );
  });
});
