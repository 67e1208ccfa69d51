import Type from 'typebox';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { SlugSchema } from '../method.schema.ts';
import { ConversionSideSchema, OnRampModeSchema } from '../on-ramp.schema.ts';
import { MethodViewSchema } from './get-methods.schema.ts';

/**
 * `GET /api/v1/payments/conversion-methods?currency=` (getConversionMethods). `currency` is the
 * account the on-ramp credits, as for getMethods; it defaults to the player's currency, so the
 * `fiat` method is the available one unless a crypto currency is asked for.
 */
export const GetConversionMethodsQuerySchema = /* @__PURE__ */ Type.Object(
  { currency: /* @__PURE__ */ Type.Optional(CurrencyCodeSchema) },
  { additionalProperties: false },
);
export type GetConversionMethodsQuery = Type.Static<typeof GetConversionMethodsQuerySchema>;

/**
 * An on-ramp method as listed for deposits: a method view plus which side of the conversion it
 * is, the other method of the pair and the currencies on the other side.
 */
export const ConversionMethodViewSchema = /* @__PURE__ */ Type.Object({
  ...MethodViewSchema.properties,
  side: ConversionSideSchema,
  complementaryMethodId: SlugSchema,
  counterCurrencies: /* @__PURE__ */ Type.Array(CurrencyCodeSchema),
});
export type ConversionMethodView = Type.Static<typeof ConversionMethodViewSchema>;

/** The two complementary on-ramp methods (one `crypto`, one `fiat`) and the provider's mode. */
export const GetConversionMethodsResponseSchema = /* @__PURE__ */ Type.Object({
  mode: OnRampModeSchema,
  currency: CurrencyCodeSchema,
  methods: /* @__PURE__ */ Type.Array(ConversionMethodViewSchema),
});
export type GetConversionMethodsResponse = Type.Static<typeof GetConversionMethodsResponseSchema>;
