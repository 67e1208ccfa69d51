import type {
  ConversionMethod,
  CurrencyCode,
  MethodType,
  OnRampMode,
  PaymentAction,
  PaymentMethod,
} from '@playfront/contracts';
import { fingerprint } from './define-method.ts';
import { BANK_TRANSFER_METHODS } from './methods/bank-transfers.ts';
import { CARD_METHODS } from './methods/cards.ts';
import { withConversionLimits } from '../conversion/conversion-terms.ts';
import { CRYPTO_METHODS } from './methods/crypto.ts';
import { LOCAL_AMERICAS_METHODS } from './methods/local-americas.ts';
import { LOCAL_ASIA_PACIFIC_METHODS } from './methods/local-asia-pacific.ts';
import { LOCAL_EUROPE_METHODS } from './methods/local-europe.ts';
import { OPEN_BANKING_METHODS } from './methods/open-banking.ts';
import { VOUCHER_METHODS } from './methods/vouchers.ts';
import { WALLET_METHODS } from './methods/wallets.ts';
import { conversionMethods, DEFAULT_ON_RAMP_MODE } from './on-ramp.ts';
import { PROVIDERS, type CatalogueProvider } from './providers.ts';

export { SANDBOX_BEHAVIOURS, PROVIDERS } from './providers.ts';
export type { CatalogueProvider, ProviderId, SandboxBehaviour } from './providers.ts';
export { ON_RAMP_PROVIDER_ID, DEFAULT_ON_RAMP_MODE } from './on-ramp.ts';

/** Every payment method, grouped the way the files are. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  ...CARD_METHODS,
  ...WALLET_METHODS,
  ...OPEN_BANKING_METHODS,
  ...BANK_TRANSFER_METHODS,
  ...LOCAL_EUROPE_METHODS,
  ...LOCAL_AMERICAS_METHODS,
  ...LOCAL_ASIA_PACIFIC_METHODS,
  ...VOUCHER_METHODS,
  // Single-coin methods also take the conversion fiats, at the quoted rate (decision 040).
  ...CRYPTO_METHODS.map(withConversionLimits),
];

/** Filters for `listMethods`; every one given must match. */
export interface MethodFilter {
  action?: PaymentAction;
  currency?: CurrencyCode;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  type?: MethodType;
}

/** The payment catalogue: providers and methods, looked up by id. */
export interface Catalogue {
  /** Content hash of the whole catalogue: changes whenever any provider or method does. */
  readonly catalogueVersion: string;
  readonly onRampMode: OnRampMode;
  readonly providers: readonly CatalogueProvider[];
  readonly methods: readonly PaymentMethod[];
  readonly conversionMethods: readonly ConversionMethod[];
  provider(id: string): CatalogueProvider | undefined;
  /** A payment method (getMethods); on-ramp methods are found with `conversionMethod`. */
  method(id: string): PaymentMethod | undefined;
  /** An on-ramp method (getConversionMethods). */
  conversionMethod(id: string): ConversionMethod | undefined;
  /** Payment methods matching every filter given, in catalogue order; no on-ramp methods. */
  listMethods(filter?: MethodFilter): readonly PaymentMethod[];
}

function indexById<T extends { id: string }>(items: readonly T[], what: string): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(item.id)) throw new Error(`Duplicate ${what} id '${item.id}' in the payment catalogue.`);
    map.set(item.id, item);
  }
  return map;
}

function matches(method: PaymentMethod, filter: MethodFilter): boolean {
  if (filter.action !== undefined && !method.actions.includes(filter.action)) return false;
  if (filter.type !== undefined && method.type !== filter.type) return false;
  if (filter.country !== undefined && !method.countries.includes(filter.country)) return false;
  if (filter.currency !== undefined) {
    const terms = filter.action === undefined ? undefined : method.terms[filter.action];
    const currencies = terms ? terms.limits.map((limit) => limit.currency) : method.currencies;
    if (!currencies.includes(filter.currency)) return false;
  }
  return true;
}

/**
 * Builds a catalogue over the given data, refusing duplicate ids (a `Map` would silently keep
 * the last one). The server uses `catalogue`; tests may build their own.
 */
export function buildCatalogue(data: {
  providers: readonly CatalogueProvider[];
  methods: readonly PaymentMethod[];
  conversionMethods: readonly ConversionMethod[];
  onRampMode: OnRampMode;
}): Catalogue {
  const providers = indexById(data.providers, 'provider');
  const methods = indexById([...data.methods, ...data.conversionMethods], 'method');
  const conversions = indexById(data.conversionMethods, 'conversion method');
  return {
    catalogueVersion: fingerprint(JSON.stringify([data.providers, data.methods, data.conversionMethods])),
    onRampMode: data.onRampMode,
    providers: data.providers,
    methods: data.methods,
    conversionMethods: data.conversionMethods,
    provider: (id) => providers.get(id),
    method: (id) => (conversions.has(id) ? undefined : methods.get(id)),
    conversionMethod: (id) => conversions.get(id),
    listMethods: (filter = {}) => data.methods.filter((method) => matches(method, filter)),
  };
}

/** The catalogue with the on-ramp in `mode` (the server passes its configured mode). */
export function createCatalogue(mode: OnRampMode = DEFAULT_ON_RAMP_MODE): Catalogue {
  return buildCatalogue({
    providers: PROVIDERS,
    methods: PAYMENT_METHODS,
    conversionMethods: conversionMethods(mode),
    onRampMode: mode,
  });
}

/** The default catalogue (on-ramp in `development` mode). */
export const catalogue: Catalogue = createCatalogue();
