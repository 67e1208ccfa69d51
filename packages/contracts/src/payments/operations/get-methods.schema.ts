import Type from 'typebox';
import { PaymentActionSchema } from '../actions.schema.ts';
import { UnavailableReasonSchema } from '../availability.schema.ts';
import { CommissionSchema } from '../commission.schema.ts';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { CurrencyLimitSchema, SlugSchema } from '../method.schema.ts';
import { MethodTypeSchema } from '../method-types.schema.ts';
import { ProcessingTimeSchema } from '../processing-time.schema.ts';
import { SavedProfileSchema } from './saved-profiles.schema.ts';

/**
 * `GET /api/v1/payments/methods?action=&currency=` (getMethods). `currency` is the account the
 * payment credits (deposit) or debits (cashout); it defaults to the player's currency.
 */
export const GetMethodsQuerySchema = /* @__PURE__ */ Type.Object(
  {
    action: PaymentActionSchema,
    currency: /* @__PURE__ */ Type.Optional(CurrencyCodeSchema),
  },
  { additionalProperties: false },
);
export type GetMethodsQuery = Type.Static<typeof GetMethodsQuerySchema>;

/**
 * A payment method as the cashier lists it for one action and currency. Methods the player
 * cannot use now are listed too, with `available: false` and the `reason`, so the cashier can
 * grey them out and say why. `limits` are the method's bounds in the asked currency (absent
 * when it has none); `processingTime` and `commission` are the method's terms for the action.
 */
export const MethodViewSchema = /* @__PURE__ */ Type.Object({
  id: SlugSchema,
  brand: /* @__PURE__ */ Type.String({ minLength: 1 }),
  type: MethodTypeSchema,
  providerId: SlugSchema,
  logoKey: SlugSchema,
  /** Send it back with a submit; a changed version answers `outdated_method_fields`. */
  fieldsVersion: /* @__PURE__ */ Type.String(),
  available: /* @__PURE__ */ Type.Boolean(),
  reason: /* @__PURE__ */ Type.Optional(UnavailableReasonSchema),
  limits: /* @__PURE__ */ Type.Optional(CurrencyLimitSchema),
  processingTime: ProcessingTimeSchema,
  commission: CommissionSchema,
  /**
   * Set on an available method that players in the player's country choose most; such methods
   * lead the list, most popular first, and the cashier shows them before the groups by type.
   */
  popular: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Literal(true)),
});
export type MethodView = Type.Static<typeof MethodViewSchema>;

/**
 * Why a getMethods answer lists nothing at all: the player's declared country or the request's
 * country is restricted. `message` is for the player, in their language.
 */
export const MethodsRestrictionSchema = /* @__PURE__ */ Type.Object({
  code: /* @__PURE__ */ Type.Literal('COUNTRY_RESTRICTED'),
  message: /* @__PURE__ */ Type.String(),
});
export type MethodsRestriction = Type.Static<typeof MethodsRestrictionSchema>;

/**
 * The getMethods answer: every catalogue method with the action, available ones first (the
 * country's popular ones leading, most popular first) and in catalogue order within each group, and the player's saved profiles whose methods are
 * available, most recently used first. A restricted player gets no methods, no profiles and the
 * `restriction`.
 */
export const GetMethodsResponseSchema = /* @__PURE__ */ Type.Object({
  action: PaymentActionSchema,
  currency: CurrencyCodeSchema,
  methods: /* @__PURE__ */ Type.Array(MethodViewSchema),
  savedProfiles: /* @__PURE__ */ Type.Array(SavedProfileSchema),
  restriction: /* @__PURE__ */ Type.Optional(MethodsRestrictionSchema),
});
export type GetMethodsResponse = Type.Static<typeof GetMethodsResponseSchema>;
