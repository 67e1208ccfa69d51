import { describe, expect, it } from 'vitest';
import type { MethodView, SavedProfile } from '@playfront/contracts';
import { arrangeMethods, countUsable, GROUP_ORDER, matchesQuery } from './arrange-methods.ts';

const view = (overrides: Partial<MethodView> & Pick<MethodView, 'id' | 'brand' | 'type'>): MethodView => ({
  providerId: 'sandbox',
  logoKey: overrides.id,
  fieldsVersion: 'aaaa1111',
  available: true,
  processingTime: { type: 'instant' },
  commission: { type: 'none' },
  ...overrides,
});

// As the server sends them: popular first (most popular first), other usable ones, then the rest.
const METHODS: MethodView[] = [
  view({ id: 'trustly', brand: 'Trustly', type: 'bank_transfer', popular: true }),
  view({ id: 'credit-card', brand: 'Credit or debit card', type: 'cards', popular: true }),
  view({ id: 'bitcoin', brand: 'Bitcoin', type: 'crypto' }),
  view({ id: 'skrill', brand: 'Skrill', type: 'direct' }),
  view({ id: 'visa', brand: 'Visa', type: 'cards' }),
  view({ id: 'paysafecard', brand: 'Paysafecard', type: 'voucher' }),
  view({ id: 'boleto', brand: 'Boleto Bancário', type: 'voucher' }),
  view({ id: 'neteller', brand: 'Neteller', type: 'direct' }),
  view({
    id: 'ideal',
    brand: 'iDEAL',
    type: 'bank_transfer',
    available: false,
    reason: 'country_not_supported',
  }),
  view({
    id: 'pix',
    brand: 'PIX',
    type: 'bank_transfer',
    available: false,
    reason: 'currency_not_supported',
  }),
];

const PROFILE: SavedProfile = {
  id: 'p1',
  methodId: 'visa',
  kind: 'card',
  display: 'Visa •••• 4242',
  details: { brand: 'visa', last4: '4242' },
  lastUsedAt: '2026-01-01T12:00:00.000Z',
};

const ids = (methods: readonly MethodView[]) => methods.map((method) => method.id);

describe('arrangeMethods', () => {
  it('should put popular methods first, in the order the server ranked them', () => {
    expect(ids(arrangeMethods(METHODS, [], '').popular)).toEqual(['trustly', 'credit-card']);
  });

  it('should group the other usable methods by type in the fixed order, without empty groups', () => {
    const { groups } = arrangeMethods(METHODS, [], '');
    expect(groups.map((group) => [group.type, ids(group.methods)])).toEqual([
      ['cards', ['visa']],
      ['direct', ['skrill', 'neteller']],
      ['voucher', ['paysafecard', 'boleto']],
      ['crypto', ['bitcoin']],
    ]);
    // bank_transfer is empty once its only usable method is in the popular section.
    expect(GROUP_ORDER).toContain('bank_transfer');
  });

  it('should keep methods the player cannot use apart, each with its reason, never among the usable', () => {
    const arranged = arrangeMethods(METHODS, [], '');
    expect(arranged.others.map((method) => [method.id, method.reason])).toEqual([
      ['ideal', 'country_not_supported'],
      ['pix', 'currency_not_supported'],
    ]);
    expect(arranged.usableCount).toBe(8);
    expect(countUsable(METHODS)).toBe(8);
  });

  it('should filter every section by name, ignoring case and accents', () => {
    const arranged = arrangeMethods(METHODS, [PROFILE], 'BANCARIO');
    expect(arranged.popular).toEqual([]);
    expect(arranged.groups.map((group) => ids(group.methods))).toEqual([['boleto']]);
    expect(arranged.profiles).toEqual([]);
    expect(arranged.usableCount).toBe(1);
    const ideal = arrangeMethods(METHODS, [PROFILE], 'ideal');
    expect(ideal.usableCount).toBe(0);
    expect(ids(ideal.others)).toEqual(['ideal']);
  });

  it('should match every word of the query and keep saved profiles that match', () => {
    const arranged = arrangeMethods(METHODS, [PROFILE], ' visa  4242 ');
    expect(arranged.profiles).toEqual([PROFILE]);
    expect(arranged.usableCount).toBe(0);
    expect(ids(arrangeMethods(METHODS, [], 'card debit').popular)).toEqual(['credit-card']);
  });

  it('should show everything for an empty or blank query', () => {
    expect(arrangeMethods(METHODS, [PROFILE], '   ')).toEqual(arrangeMethods(METHODS, [PROFILE], ''));
    expect(matchesQuery('Skrill', '')).toBe(true);
  });

  it('should find a method by the name the player reads or by its brand', () => {
    const german = (method: MethodView) =>
      method.id === 'credit-card' ? 'Kredit- oder Debitkarte' : method.brand;
    expect(arrangeMethods(METHODS, [], 'kredit', german).popular.map((m) => m.id)).toEqual(['credit-card']);
    expect(arrangeMethods(METHODS, [], 'debit card', german).popular.map((m) => m.id)).toEqual([
      'credit-card',
    ]);
    expect(arrangeMethods(METHODS, [], 'kredit').usableCount).toBe(0);
  });

  it('should take dotted and dotless i alike, as typed on a Turkish keyboard', () => {
    expect(matchesQuery('Skrill', 'SKRİLL')).toBe(true);
    expect(matchesQuery('Skrill', 'skrıll')).toBe(true);
    expect(matchesQuery('İninal', 'inin')).toBe(true);
  });
});
