import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ConversionMethodViewSchema, MethodViewSchema } from '@playfront/contracts/schemas';
import { catalogue } from '../catalogue/index.ts';
import { createMethodLister, type PlayerStanding } from './list-methods.ts';

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

  it('should put available methods first and keep catalogue order within both groups', () => {
    const { methods, availableIds } = lister.list('deposit', 'EUR', german);
    const position = new Map(catalogue.methods.map((m, index) => [m.id, index]));
    const available = methods.filter((m) => m.available);
    const unavailable = methods.filter((m) => !m.available);
    expect(methods).toEqual([...available, ...unavailable]);
    const inOrder = (views: typeof methods) =>
      views.every((view, i) => i === 0 || position.get(views[i - 1]!.id)! < position.get(view.id)!);
    expect(inOrder(available)).toBe(true);
    expect(inOrder(unavailable)).toBe(true);
    expect([...availableIds].sort()).toEqual(available.map((m) => m.id).sort());
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
