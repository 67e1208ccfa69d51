import Type from 'typebox';
import { PaymentActionSchema } from './actions.schema.ts';
import { CommissionSchema } from './commission.schema.ts';
import { CurrencyCodeSchema } from './currencies.schema.ts';
import { FieldDefinitionSchema } from './field-definition.schema.ts';
import { MethodTypeSchema } from './method-types.schema.ts';
import { MinorUnitsSchema } from './money.schema.ts';
import { ConversionSideSchema, OnRampModeSchema } from './on-ramp.schema.ts';
import { ProcessingTimeSchema } from './processing-time.schema.ts';
import { PROVIDER_KINDS } from './method.ts';

/** A stable lower-case kebab-case identifier, e.g. `checkout-com` or `skrill-1-tap`. */
export const SlugSchema = /* @__PURE__ */ Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 });
/** An ISO 3166-1 alpha-2 country code. */
export const CountryCodeSchema = /* @__PURE__ */ Type.String({ pattern: '^[A-Z]{2}$' });

/** A payment provider: the company a method's payments go through. */
export const ProviderSchema = /* @__PURE__ */ Type.Object({
  id: SlugSchema,
  name: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
  kind: /* @__PURE__ */ Type.Enum(PROVIDER_KINDS),
});
export type Provider = Type.Static<typeof ProviderSchema>;

/** The smallest and largest amount of one payment in `currency`, both in minor units. */
export const CurrencyLimitSchema = /* @__PURE__ */ Type.Object({
  currency: CurrencyCodeSchema,
  min: MinorUnitsSchema,
  max: MinorUnitsSchema,
});
export type CurrencyLimit = Type.Static<typeof CurrencyLimitSchema>;

/** A method's terms for one action: limits per currency, processing time, commission. */
export const MethodTermsSchema = /* @__PURE__ */ Type.Object({
  limits: /* @__PURE__ */ Type.Array(CurrencyLimitSchema, { minItems: 1 }),
  processingTime: ProcessingTimeSchema,
  commission: CommissionSchema,
});
export type MethodTerms = Type.Static<typeof MethodTermsSchema>;

/**
 * A payment method: one brand offered through one provider.
 * `actions` lists the keys of `terms`; `currencies` is every currency of any action's limits.
 * `fieldsVersion` changes whenever `fields` change, so a form built from old fields is caught
 * at submit (`outdated_method_fields`).
 */
export const PaymentMethodSchema = /* @__PURE__ */ Type.Object({
  id: SlugSchema,
  /** Display name of the brand, e.g. `Visa` or `Paysafecard`. */
  brand: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
  providerId: SlugSchema,
  type: MethodTypeSchema,
  /** Key of the brand's logo in the cashier's assets. */
  logoKey: SlugSchema,
  actions: /* @__PURE__ */ Type.Array(PaymentActionSchema, { minItems: 1, maxItems: 2, uniqueItems: true }),
  currencies: /* @__PURE__ */ Type.Array(CurrencyCodeSchema, { minItems: 1, uniqueItems: true }),
  countries: /* @__PURE__ */ Type.Array(CountryCodeSchema, { minItems: 1, uniqueItems: true }),
  terms: /* @__PURE__ */ Type.Object({
    deposit: /* @__PURE__ */ Type.Optional(MethodTermsSchema),
    cashout: /* @__PURE__ */ Type.Optional(MethodTermsSchema),
  }),
  fields: /* @__PURE__ */ Type.Array(FieldDefinitionSchema),
  fieldsVersion: /* @__PURE__ */ Type.String({ pattern: '^[0-9a-f]{8}$' }),
});
export type PaymentMethod = Type.Static<typeof PaymentMethodSchema>;

/**
 * A method through a crypto on-ramp provider (SPEC 3). The player pays in fiat and the provider
 * converts: the `fiat` method credits a fiat account, the `crypto` method a crypto account.
 * `counterCurrencies` are the other side of the conversion, `complementaryMethodId` names the
 * other method and `mode` which of the provider's environments the widget loads.
 */
export const ConversionMethodSchema = /* @__PURE__ */ Type.Object({
  ...PaymentMethodSchema.properties,
  side: ConversionSideSchema,
  complementaryMethodId: SlugSchema,
  counterCurrencies: /* @__PURE__ */ Type.Array(CurrencyCodeSchema, { minItems: 1, uniqueItems: true }),
  mode: OnRampModeSchema,
});
export type ConversionMethod = Type.Static<typeof ConversionMethodSchema>;
