import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { methodAvailability, type AvailabilityContext } from './availability.ts';

const method = (id: string) => {
  const found = catalogue.method(id);
  if (found === undefined) throw new Error(`no method ${id} in the catalogue`);
  return found;
};

const firstMethod = (predicate: Parameters<typeof catalogue.methods.find>[0]) => {
  const found = catalogue.methods.find(predicate);
  if (found === undefined) throw new Error('no such method in the catalogue');
  return found;
};

const card = firstMethod(
  (m) => m.type === 'cards' && m.terms.cashout !== undefined && m.countries.includes('DE'),
);
const crypto = firstMethod((m) => m.type === 'crypto' && m.terms.cashout !== undefined);
const depositOnly = firstMethod((m) => m.terms.cashout === undefined);

const base: AvailabilityContext = {
  action: 'deposit',
  currency: 'EUR',
  country: 'DE',
  kycStatus: 'not_started',
  balance: 0,
};

describe('given a card method for a German player in EUR', () => {
  it('should be available for deposit with its EUR limits', () => {
    const result = methodAvailability(card, base);
    expect(result).toMatchObject({ available: true, limits: { currency: 'EUR' } });
  });

  it('should say the country is not supported elsewhere', () => {
    const faraway = card.countries.includes('KP') ? 'AQ' : 'KP';
    expect(methodAvailability(card, { ...base, country: faraway })).toMatchObject({
      available: false,
      reason: 'country_not_supported',
    });
  });

  it('should say the currency is not supported for one it has no limits in', () => {
    expect(methodAvailability(card, { ...base, currency: 'XAU' })).toEqual({
      available: false,
      reason: 'currency_not_supported',
    });
  });

  it('should refuse a cashout above the balance minimum only', () => {
    const ctx = { ...base, action: 'cashout' as const };
    const limits = card.terms.cashout!.limits.find((l) => l.currency === 'EUR')!;
    expect(methodAvailability(card, { ...ctx, balance: limits.min - 1 })).toMatchObject({
      reason: 'balance_below_minimum',
    });
    expect(methodAvailability(card, { ...ctx, balance: limits.min })).toMatchObject({ available: true });
    expect(methodAvailability(card, { ...ctx, balance: 10 ** 9, kycStatus: 'rejected' })).toMatchObject({
      reason: 'kyc_rejected',
    });
  });
});

describe('given a crypto cashout', () => {
  it('should need a verified player', () => {
    const currency = crypto.terms.cashout!.limits[0]!.currency;
    const ctx: AvailabilityContext = {
      ...base,
      action: 'cashout',
      currency,
      country: crypto.countries[0]!,
      balance: 10 ** 12,
    };
    expect(methodAvailability(crypto, ctx)).toMatchObject({ available: false, reason: 'kyc_required' });
    expect(methodAvailability(crypto, { ...ctx, kycStatus: 'verified' })).toMatchObject({ available: true });
  });
});

describe('given a deposit-only method', () => {
  it('should say the action is not supported for cashouts', () => {
    expect(methodAvailability(depositOnly, { ...base, action: 'cashout' })).toEqual({
      available: false,
      reason: 'action_not_supported',
    });
  });

  it('should find methods by id through the catalogue', () => {
    expect(method(depositOnly.id)).toBe(depositOnly);
  });
});
