import { describe, expect, it } from 'vitest';
import { KYC_STATUSES, type CurrencyCode, type KycStatus, type PaymentMethod } from '@playfront/contracts';
import { buildCatalogue, catalogue, PROVIDERS } from '../catalogue/index.ts';
import { createMethodLister, type PlayerStanding } from './list-methods.ts';
import { createMethodsAnswerCache } from './methods-answer-cache.ts';

const serialize = (methods: unknown): string => JSON.stringify(methods);
const lister = createMethodLister(catalogue);

/** Every distinct cashout minimum in `currency`, with a balance one below and at each. */
function balancesAround(currency: CurrencyCode): number[] {
  const mins = catalogue.methods.flatMap(
    (method) => method.terms.cashout?.limits.filter((l) => l.currency === currency).map((l) => l.min) ?? [],
  );
  return [0, ...new Set(mins.flatMap((min) => [min - 1, min, min + 1]))];
}

describe('given the getMethods answer cache', () => {
  it('should give the same list to every standing with the same key, and another list only under another key', () => {
    // The key is what the cache trusts: equal keys must mean equal lists, across countries,
    // KYC statuses and balances on both sides of each minimum.
    for (const action of ['deposit', 'cashout'] as const) {
      for (const currency of ['EUR', 'BTC', 'BRL'] as const) {
        const byKey = new Map<string, string>();
        for (const country of ['DE', 'NL', 'BR', 'FI', 'MT']) {
          for (const kycStatus of KYC_STATUSES as readonly KycStatus[]) {
            for (const balance of balancesAround(currency)) {
              const standing: PlayerStanding = { country, kycStatus, balances: { [currency]: balance } };
              const key = lister.standingKey(action, currency, standing);
              const list = serialize(lister.list(action, currency, standing).methods);
              const seen = byKey.get(key);
              if (seen === undefined) byKey.set(key, list);
              else expect(list, `${action} ${currency} ${key}`).toBe(seen);
            }
          }
        }
      }
    }
  });

  it('should serialise a list once per key and serve the same text after', () => {
    const cache = createMethodsAnswerCache(lister);
    let serialised = 0;
    const counting = (methods: unknown) => {
      serialised += 1;
      return serialize(methods);
    };
    const standing: PlayerStanding = { country: 'DE', kycStatus: 'not_started', balances: {} };
    const first = cache.methods('deposit', 'EUR', standing, counting);
    // Another player of the same standing (another balance, below every deposit's relevance).
    const second = cache.methods('deposit', 'EUR', { ...standing }, counting);
    expect(second).toBe(first);
    expect(serialised).toBe(1);
    expect(first.bytes.toString()).toBe(serialize(lister.list('deposit', 'EUR', standing).methods));
  });

  it('should build another list when the country, the KYC status, the currency or the balance across a minimum changes', () => {
    const cache = createMethodsAnswerCache(lister);
    const base: PlayerStanding = { country: 'DE', kycStatus: 'not_started', balances: {} };
    const visaMin = catalogue.method('visa')!.terms.cashout!.limits.find((l) => l.currency === 'EUR')!.min;
    const json = (action: 'deposit' | 'cashout', currency: CurrencyCode, standing: PlayerStanding) =>
      cache.methods(action, currency, standing, serialize).bytes.toString();
    const german = json('deposit', 'EUR', base);
    expect(json('deposit', 'EUR', { ...base, country: 'NL' })).not.toBe(german);
    expect(json('deposit', 'BRL', base)).not.toBe(german);
    const poor = json('cashout', 'EUR', base);
    expect(json('cashout', 'EUR', { ...base, balances: { EUR: visaMin } })).not.toBe(poor);
    const unverified = json('cashout', 'BTC', { ...base, balances: { BTC: 10_000_000 } });
    const verified = json('cashout', 'BTC', {
      ...base,
      kycStatus: 'verified',
      balances: { BTC: 10_000_000 },
    });
    expect(verified).not.toBe(unverified);
    // Each answer is what the lister gives for that standing, not a neighbour's.
    expect(verified).toBe(
      serialize(
        lister.list('cashout', 'BTC', { ...base, kycStatus: 'verified', balances: { BTC: 10_000_000 } })
          .methods,
      ),
    );
  });

  it("should start empty for another catalogue: a changed limit is in the new catalogue's answer", () => {
    const standing: PlayerStanding = { country: 'DE', kycStatus: 'not_started', balances: {} };
    const raised = (method: PaymentMethod): PaymentMethod =>
      method.id !== 'visa' || method.terms.deposit === undefined
        ? method
        : {
            ...method,
            terms: {
              ...method.terms,
              deposit: {
                ...method.terms.deposit,
                limits: method.terms.deposit.limits.map((l) => ({ ...l, min: l.min + 100 })),
              },
            },
          };
    const changed = buildCatalogue({
      providers: PROVIDERS,
      methods: catalogue.methods.map(raised),
      conversionMethods: catalogue.conversionMethods,
      onRampMode: catalogue.onRampMode,
    });
    expect(changed.catalogueVersion).not.toBe(catalogue.catalogueVersion);
    const before = createMethodsAnswerCache(lister)
      .methods('deposit', 'EUR', standing, serialize)
      .bytes.toString();
    const after = createMethodsAnswerCache(createMethodLister(changed))
      .methods('deposit', 'EUR', standing, serialize)
      .bytes.toString();
    expect(after).not.toBe(before);
    const visaMin = (json: string) =>
      (JSON.parse(json) as { id: string; limits?: { currency: string; min: number } }[]).find(
        (view) => view.id === 'visa',
      )?.limits?.min;
    expect(visaMin(after)).toBe((visaMin(before) ?? 0) + 100);
  });

  it('should drop the oldest list beyond its size', () => {
    const cache = createMethodsAnswerCache(lister, 2);
    let serialised = 0;
    const counting = (methods: unknown) => {
      serialised += 1;
      return serialize(methods);
    };
    const of = (country: string): PlayerStanding => ({ country, kycStatus: 'not_started', balances: {} });
    cache.methods('deposit', 'EUR', of('DE'), counting);
    cache.methods('deposit', 'EUR', of('NL'), counting);
    cache.methods('deposit', 'EUR', of('FI'), counting);
    cache.methods('deposit', 'EUR', of('FI'), counting);
    expect(serialised).toBe(3);
    cache.methods('deposit', 'EUR', of('DE'), counting);
    expect(serialised).toBe(4);
  });
});
