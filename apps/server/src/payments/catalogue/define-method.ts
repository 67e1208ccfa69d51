import type {
  Commission,
  CurrencyCode,
  CurrencyLimit,
  FieldDefinition,
  MethodTerms,
  MethodType,
  PaymentAction,
  PaymentMethod,
  ProcessingTime,
} from '@playfront/contracts';
import type { ProviderId } from './providers.ts';
import { minor, type LimitsInput } from './terms.ts';

/** One action's terms as written in the catalogue, limits still in major units. */
export interface TermsInput {
  limits: LimitsInput;
  processingTime: ProcessingTime;
  commission: Commission;
}

/** A method as written in the catalogue; `defineMethod` derives the rest. */
export interface MethodInput {
  id: string;
  brand: string;
  providerId: ProviderId;
  type: MethodType;
  /** Defaults to `id`. */
  logoKey?: string;
  countries: readonly string[];
  deposit?: TermsInput;
  cashout?: TermsInput;
  fields: readonly FieldDefinition[];
}

/** 32-bit FNV-1a of a string, as 8 hex digits: a short content version, not a security hash. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function toTerms(input: TermsInput): MethodTerms {
  const limits: CurrencyLimit[] = [];
  for (const [currency, bounds] of Object.entries(input.limits) as [
    CurrencyCode,
    readonly [string, string],
  ][]) {
    limits.push({ currency, min: minor(bounds[0], currency), max: minor(bounds[1], currency) });
  }
  return { limits, processingTime: input.processingTime, commission: input.commission };
}

/**
 * Builds a catalogue method: converts limits to minor units, lists `actions` from the terms
 * given, `currencies` from their limits (deposit first), and versions the fields by content so
 * `fieldsVersion` can never be forgotten when fields change.
 */
export function defineMethod(input: MethodInput): PaymentMethod {
  const terms: PaymentMethod['terms'] = {};
  const actions: PaymentAction[] = [];
  if (input.deposit) {
    terms.deposit = toTerms(input.deposit);
    actions.push('deposit');
  }
  if (input.cashout) {
    terms.cashout = toTerms(input.cashout);
    actions.push('cashout');
  }
  const currencies = [
    ...new Set([...(terms.deposit?.limits ?? []), ...(terms.cashout?.limits ?? [])].map((l) => l.currency)),
  ];
  return {
    id: input.id,
    brand: input.brand,
    providerId: input.providerId,
    type: input.type,
    logoKey: input.logoKey ?? input.id,
    actions,
    currencies,
    countries: [...input.countries],
    terms,
    fields: [...input.fields],
    fieldsVersion: fingerprint(JSON.stringify(input.fields)),
  };
}
