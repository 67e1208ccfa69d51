import { CONVERSION_FIATS } from '../conversion/rates.ts';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { Value } from 'typebox/value';
import {
  BANK_ACCOUNT_FIELD_NAMES,
  COMMISSION_TYPES,
  CURRENCY_EXPONENTS,
  FIELD_TYPES,
  isCryptoCurrency,
  isCurrencyCode,
  METHOD_TYPES,
  PAYMENT_ACTIONS,
  PAYMENT_TEXT_KEYS,
  PROCESSING_TIME_TYPES,
  type MethodTerms,
  type PaymentMethod,
} from '@playfront/contracts';
import {
  ConversionMethodSchema,
  PaymentMethodSchema,
  ProviderSchema,
  SubmitResultSchema,
} from '@playfront/contracts/schemas';
import { fingerprint } from './define-method.ts';
import {
  buildCatalogue,
  catalogue,
  createCatalogue,
  PAYMENT_METHODS,
  PROVIDERS,
  SANDBOX_BEHAVIOURS,
} from './index.ts';

const conversions = catalogue.conversionMethods;
const allMethods: readonly PaymentMethod[] = [...PAYMENT_METHODS, ...conversions];
const allTerms = allMethods.flatMap((method) =>
  PAYMENT_ACTIONS.flatMap((action) => {
    const terms = method.terms[action];
    return terms ? [{ method, action, terms }] : [];
  }),
);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('given the payment catalogue against the contract schemas', () => {
  it.each(PROVIDERS.map((provider) => [provider.id, provider]))(
    'should parse provider %s',
    (_id, provider) => {
      expect(Value.Errors(ProviderSchema, provider)).toEqual([]);
      expect(SANDBOX_BEHAVIOURS).toContain(provider.sandbox);
    },
  );

  it.each(PAYMENT_METHODS.map((method) => [method.id, method]))('should parse method %s', (_id, method) => {
    expect(Value.Errors(PaymentMethodSchema, method)).toEqual([]);
  });

  it.each(conversions.map((method) => [method.id, method]))(
    'should parse conversion method %s',
    (_id, method) => {
      expect(Value.Errors(ConversionMethodSchema, method)).toEqual([]);
    },
  );

  it('should compile the schemas with strict Ajv, as Fastify does, and validate the data there too', () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    const validateMethod = ajv.compile(PaymentMethodSchema);
    const validateConversion = ajv.compile(ConversionMethodSchema);
    const validateProvider = ajv.compile(ProviderSchema);
    ajv.compile(SubmitResultSchema);
    for (const method of PAYMENT_METHODS) expect(validateMethod(method), method.id).toBe(true);
    for (const method of conversions) expect(validateConversion(method), method.id).toBe(true);
    for (const provider of PROVIDERS) expect(validateProvider(provider), provider.id).toBe(true);
  });
});

describe('given the size and coverage of the catalogue', () => {
  it('should have about 40 providers', () => {
    expect(PROVIDERS.length).toBeGreaterThanOrEqual(35);
    expect(PROVIDERS.length).toBeLessThanOrEqual(45);
  });

  it('should have about 90 method brands', () => {
    expect(allMethods.length).toBeGreaterThanOrEqual(85);
    expect(allMethods.length).toBeLessThanOrEqual(95);
  });

  it('should offer every method type', () => {
    expect(new Set(allMethods.map((method) => method.type))).toEqual(new Set(METHOD_TYPES));
  });

  it('should use every one of the 25 field types in some method', () => {
    const used = new Set(allMethods.flatMap((method) => method.fields.map((field) => field.type)));
    expect([...FIELD_TYPES].filter((type) => !used.has(type))).toEqual([]);
  });

  it('should use every bank-account field name of the specification', () => {
    const used = new Set(allMethods.flatMap((method) => method.fields.map((field) => field.name)));
    expect(BANK_ACCOUNT_FIELD_NAMES.filter((name) => !used.has(name))).toEqual([]);
  });

  it('should use every processing-time type and every commission type', () => {
    expect(new Set(allTerms.map(({ terms }) => terms.processingTime.type))).toEqual(
      new Set(PROCESSING_TIME_TYPES),
    );
    expect(new Set(allTerms.map(({ terms }) => terms.commission.type))).toEqual(new Set(COMMISSION_TYPES));
  });

  it('should give every sandbox behaviour to some provider, pay-and-play, coupon, oauth-app and bank-link included', () => {
    expect(new Set(PROVIDERS.map((provider) => provider.sandbox))).toEqual(new Set(SANDBOX_BEHAVIOURS));
  });
});

describe('given the identities and references in the catalogue', () => {
  it('should have unique provider ids and names, method ids and brands', () => {
    expect(duplicates(PROVIDERS.map((provider) => provider.id))).toEqual([]);
    expect(duplicates(PROVIDERS.map((provider) => provider.name))).toEqual([]);
    expect(duplicates(allMethods.map((method) => method.id))).toEqual([]);
    expect(duplicates(allMethods.map((method) => method.brand))).toEqual([]);
  });

  it('should route every method through a provider that exists, and use every provider', () => {
    const providerIds = new Set<string>(PROVIDERS.map((provider) => provider.id));
    expect(allMethods.filter((method) => !providerIds.has(method.providerId)).map((m) => m.id)).toEqual([]);
    const used = new Set(allMethods.map((method) => method.providerId));
    expect(PROVIDERS.filter((provider) => !used.has(provider.id)).map((p) => p.id)).toEqual([]);
  });

  it('should not repeat a field name within a method', () => {
    for (const method of allMethods) {
      expect(duplicates(method.fields.map((field) => field.name)), method.id).toEqual([]);
    }
  });

  it('should send only the text keys the cashier translates, and every one of them', () => {
    const used = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        for (const [name, inner] of Object.entries(value)) {
          if (name.endsWith('Key') && name !== 'logoKey' && typeof inner === 'string') used.add(inner);
          collect(inner);
        }
      }
    };
    allMethods.forEach((method) => {
      collect(method.fields);
    });
    expect([...used].sort()).toEqual([...PAYMENT_TEXT_KEYS].sort());
  });

  it('should version each method by the content of its fields', () => {
    for (const method of allMethods)
      expect(method.fieldsVersion).toBe(fingerprint(JSON.stringify(method.fields)));
    const changed = [...PAYMENT_METHODS[0]!.fields].reverse();
    expect(fingerprint(JSON.stringify(changed))).not.toBe(PAYMENT_METHODS[0]!.fieldsVersion);
  });
});

describe('given the money in the catalogue', () => {
  it.each(allTerms.map(({ method, action, terms }) => [`${method.id} ${action}`, terms]))(
    'should give %s integer limits with 0 < min <= max in known currencies',
    (_name, terms: MethodTerms) => {
      expect(duplicates(terms.limits.map((limit) => limit.currency))).toEqual([]);
      for (const { currency, min, max } of terms.limits) {
        expect(isCurrencyCode(currency)).toBe(true);
        expect(Number.isSafeInteger(min) && Number.isSafeInteger(max)).toBe(true);
        expect(min).toBeGreaterThan(0);
        expect(min).toBeLessThanOrEqual(max);
      }
    },
  );

  it('should list as currencies exactly those of its limits, and as actions exactly its terms', () => {
    for (const method of allMethods) {
      const limitCurrencies = new Set(
        allTerms.filter((t) => t.method === method).flatMap((t) => t.terms.limits.map((l) => l.currency)),
      );
      expect(new Set(method.currencies), method.id).toEqual(limitCurrencies);
      expect(method.actions, method.id).toEqual(
        PAYMENT_ACTIONS.filter((action) => method.terms[action] !== undefined),
      );
    }
  });

  it('should charge fixed fees only in the currencies the terms accept, and keep ranges in order', () => {
    for (const { method, terms } of allTerms) {
      const accepted = terms.limits.map((limit) => limit.currency);
      const { commission, processingTime } = terms;
      if (commission.type === 'fixed' || commission.type === 'mixed') {
        for (const fee of commission.amounts) expect(accepted, method.id).toContain(fee.currency);
      }
      if (commission.type === 'range-percent') {
        expect(commission.fromBasisPoints).toBeLessThan(commission.toBasisPoints);
      }
      if (processingTime.type === 'range') expect(processingTime.from).toBeLessThan(processingTime.to);
    }
  });

  it('should use crypto currencies for crypto methods and fiat currencies for all others', () => {
    for (const method of allMethods) {
      // A single-coin crypto method also takes the conversion fiats (decision 040), after its coin.
      const coins = method.currencies.filter((currency) => isCryptoCurrency(currency));
      const converted = method.type === 'crypto' && coins.length === 1 ? CONVERSION_FIATS : [];
      const crypto = method.currencies.map((currency) => isCryptoCurrency(currency));
      const expected = method.currencies.map(
        (currency) => method.type === 'crypto' && !(converted as readonly string[]).includes(currency),
      );
      expect(crypto, method.id).toEqual(expected);
    }
  });

  it('should use fiat currency codes that are real ISO 4217 codes', () => {
    const fiat = Object.keys(CURRENCY_EXPONENTS).filter((code) => !isCryptoCurrency(code));
    for (const code of fiat) expect(currencyNames.of(code), code).not.toBe(code);
  });
});

describe('given the markets in the catalogue', () => {
  it('should name only real countries, once each', () => {
    for (const method of allMethods) {
      expect(duplicates(method.countries), method.id).toEqual([]);
      for (const country of method.countries)
        expect(regionNames.of(country), `${method.id} ${country}`).not.toBe(country);
    }
  });

  it.each([
    ['pix', 'BRL', 'BR'],
    ['papara', 'TRY', 'TR'],
    ['interac-etransfer', 'CAD', 'CA'],
    ['ideal', 'EUR', 'NL'],
    ['blik', 'PLN', 'PL'],
    ['upi', 'INR', 'IN'],
    ['payid', 'AUD', 'AU'],
    ['spei', 'MXN', 'MX'],
    ['pse', 'COP', 'CO'],
    ['troy', 'TRY', 'TR'],
    ['jcb', 'JPY', 'JP'],
  ])('should offer the local method %s in %s in %s', (id, currency, country) => {
    const method = catalogue.method(id);
    expect(method?.currencies).toContain(currency);
    expect(method?.countries).toContain(country);
  });

  it('should offer every form an amount field and show fields only for the actions the method has', () => {
    for (const method of allMethods) {
      expect(
        method.fields.some((field) => field.type === 'amount'),
        method.id,
      ).toBe(true);
      for (const field of method.fields) {
        for (const action of field.actions ?? [])
          expect(method.actions, `${method.id}.${field.name}`).toContain(action);
      }
    }
  });

  it('should write every field pattern as a valid regular expression', () => {
    for (const method of allMethods) {
      for (const field of method.fields) {
        const patterns = [
          'pattern' in field ? field.pattern : undefined,
          ...(field.type === 'multi_protocol_crypto_address'
            ? field.networks.map((n) => n.addressPattern)
            : []),
        ];
        for (const pattern of patterns)
          if (pattern !== undefined) expect(() => new RegExp(pattern)).not.toThrow();
      }
    }
  });
});

describe('given the crypto on-ramp', () => {
  it('should offer two complementary methods, one crypto and one fiat, through an on-ramp provider', () => {
    expect(conversions.map((method) => method.side).sort()).toEqual(['crypto', 'fiat']);
    const [first, second] = conversions;
    expect(first?.complementaryMethodId).toBe(second?.id);
    expect(second?.complementaryMethodId).toBe(first?.id);
    for (const method of conversions) {
      expect(catalogue.provider(method.providerId)?.kind).toBe('crypto_onramp');
      const counterAreCrypto = method.counterCurrencies.map((currency) => isCryptoCurrency(currency));
      expect(counterAreCrypto.every((isCrypto) => isCrypto === (method.side === 'fiat'))).toBe(true);
    }
  });

  it('should take its mode from the catalogue it belongs to', () => {
    expect(catalogue.conversionMethods.every((method) => method.mode === 'development')).toBe(true);
    const production = createCatalogue('production');
    expect(production.onRampMode).toBe('production');
    expect(production.conversionMethods.every((method) => method.mode === 'production')).toBe(true);
    expect(production.catalogueVersion).not.toBe(catalogue.catalogueVersion);
  });
});

describe('given the catalogue lookups', () => {
  it('should find providers and methods by id', () => {
    expect(catalogue.provider('trustly')?.sandbox).toBe('pay-and-play');
    expect(catalogue.method('pix')?.providerId).toBe('payretailers');
    expect(catalogue.method('no-such-method')).toBeUndefined();
    expect(catalogue.conversionMethod('moonpay-fiat')?.side).toBe('fiat');
    expect(catalogue.method('moonpay-fiat')).toBeUndefined();
  });

  it('should list methods by action, currency, country and type', () => {
    const cashoutsInBrl = catalogue.listMethods({ action: 'cashout', currency: 'BRL', country: 'BR' });
    expect(cashoutsInBrl.map((method) => method.id)).toContain('pix');
    expect(
      cashoutsInBrl.every((method) => method.terms.cashout?.limits.some((l) => l.currency === 'BRL')),
    ).toBe(true);
    expect(catalogue.listMethods({ type: 'voucher' }).every((method) => method.type === 'voucher')).toBe(
      true,
    );
    expect(catalogue.listMethods()).toHaveLength(PAYMENT_METHODS.length);
  });

  it('should version the catalogue by its content', () => {
    expect(catalogue.catalogueVersion).toMatch(/^[0-9a-f]{8}$/);
    expect(createCatalogue().catalogueVersion).toBe(catalogue.catalogueVersion);
  });

  it('should refuse to build over duplicate ids', () => {
    const method = PAYMENT_METHODS[0]!;
    expect(() =>
      buildCatalogue({
        providers: PROVIDERS,
        methods: [method, method],
        conversionMethods: [],
        onRampMode: 'development',
      }),
    ).toThrow(/Duplicate method id/);
  });
});
