/** The kind of business a payment provider is. */
export const PROVIDER_KINDS = [
  'card',
  'wallet',
  'open_banking',
  'bank_transfer',
  'voucher',
  'crypto',
  'crypto_onramp',
  'aggregator',
] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export type {
  Provider,
  CurrencyLimit,
  MethodTerms,
  PaymentMethod,
  ConversionMethod,
} from './method.schema.ts';
