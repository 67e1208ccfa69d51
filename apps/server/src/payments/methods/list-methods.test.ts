import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ConversionMethodViewSchema, MethodViewSchema } from '@playfront/contracts/schemas';
import { catalogue } from '../catalogue/index.ts';
import { createMethodLister, type PlayerStanding } from './list-methods.ts';
import { ELSEWHERE, POPULAR_BY_COUNTRY } from './popular-methods.ts';

const lister = createMethodLister(catalogue);
const german: PlayerStanding = { country: 'DE', kycStatus: 'not_started', balances: {} };

describe('given the method lister over the catalogue', () => {
  it('should list every method with the action exactly once, each a valid view', () => {
    for (const action of ['deposit', 'cashout'] as const) {
      const { methods } = lister.list(action, 'EUR', german);
      const expected = catalogue.listMethods({ action }).map((m) => m.id);
      expect(methods.map((m) => m.id).sort()).toEqual([...expected].sort());
      for (const view of methods) expect(Value.Check(MethodViewSchema, view)).toBe(true);
    }
  });

  it('should put available methods first, popular ones leading, and keep catalogue order otherwise', () => {
    const { methods, availableIds } = lister.list('deposit', 'EUR', german);
    const position = new Map(catalogue.methods.map((m, index) => [m.id, index]));
    const popular = methods.filter((m) => m.popular === true);
    const available = methods.filter((m) => m.available && m.popular !== true);
    const unavailable = methods.filter((m) => !m.available);
    expect(methods).toEqual([...popular, ...available, ...unavailable]);
    const inOrder = (views: typeof methods) =>
      views.every((view, i) => i === 0 || position.get(views[i - 1]!.id)! < position.get(view.id)!);
    expect(inOrder(available)).toBe(true);
    expect(inOrder(unavailable)).toBe(true);
    expect([...availableIds].sort()).toEqual([...popular, ...available].map((m) => m.id).sort());
  });

  it("should mark the country's popular methods that the player can use, most popular first", () => {
    const german = lister.list('deposit', 'EUR', { country: 'DE', kycStatus: 'not_started', balances: {} });
    const wanted = POPULAR_BY_COUNTRY.DE!.filter((id) => german.availableIds.has(id));
    expect(wanted.length).toBeGreaterThan(2);
    expect(german.methods.filter((m) => m.popular === true).map((m) => m.id)).toEqual(wanted);
    const finnish = lister.list('deposit', 'EUR', { country: 'FI', kycStatus: 'not_started', balances: {} });
    expect(finnish.methods[0]?.id).toBe('pay-n-play');
    // A country without its own list gets the international favourites.
    const maltese = lister.list('deposit', 'EUR', { country: 'MT', kycStatus: 'not_started', balances: {} });
    const marked = maltese.methods.filter((m) => m.popular === true).map((m) => m.id);
    expect(marked).toEqual(ELSEWHERE.filter((id) => maltese.availableIds.has(id)));
    expect(marked.length).toBeGreaterThan(0);
    for (const view of german.methods) expect(view.popular !== true || view.available).toBe(true);
  });

  it('should name only catalogue methods as popular', () => {
    const ids = new Set(catalogue.methods.map((m) => m.id));
    for (const list of [...Object.values(POPULAR_BY_COUNTRY), ELSEWHERE]) {
      for (const id of list) expect(ids.has(id), id).toBe(true);
    }
  });

  it('should give reasons only to unavailable methods', () => {
    const { methods } = lister.list('cashout', 'EUR', { ...german, balances: { EUR: 1_000_000 } });
    for (const view of methods) expect(view.reason === undefined).toBe(view.available);
  });

  it('should judge a cashout on the balance of the asked currency only', () => {
    const rich = { ...german, balances: { USD: 1_000_000 } };
    expect(lister.list('cashout', 'EUR', rich).availableIds.size).toBe(0);
    expect(lister.list('cashout', 'USD', rich).availableIds.has('visa')).toBe(true);
  });

  it('should list the on-ramp pair, available on the side of the asked currency', () => {
    const eur = lister.conversionMethods('EUR', german);
    expect(eur.map((m) => [m.side, m.available])).toEqual([
      ['fiat', true],
      ['crypto', false],
    ]);
    const btc = lister.conversionMethods('BTC', german);
    expect(btc.map((m) => [m.side, m.available])).toEqual([
      ['fiat', false],
      ['crypto', true],
    ]);
    for (const view of [...eur, ...btc]) expect(Value.Check(ConversionMethodViewSchema, view)).toBe(true);
  });
});
