import Type from 'typebox';
import { CurrencyCodeSchema } from '../payments/currencies.schema.ts';
import { DEPOSIT_LIMIT_PERIODS } from './deposit-limits.ts';
import { DepositAllowanceSchema } from '../payments/operations/deposit-allowance.schema.ts';

const Minor = /* @__PURE__ */ Type.Integer({ minimum: 0 });
const MinorOrNull = /* @__PURE__ */ Type.Union([Minor, /* @__PURE__ */ Type.Null()]);
/** Unix ms, or null. */
const TimeOrNull = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Integer(), /* @__PURE__ */ Type.Null()]);

/** A change waiting for its cooling-off period: the new amount (null: removal) and when it applies. */
export const PendingDepositLimitSchema = /* @__PURE__ */ Type.Object({
  amount: MinorOrNull,
  effectiveAt: /* @__PURE__ */ Type.Integer(),
});
export type PendingDepositLimit = Type.Static<typeof PendingDepositLimitSchema>;

/** One period's limit as the player sees it; amounts in minor units of the player's currency. */
export const DepositLimitSchema = /* @__PURE__ */ Type.Object({
  period: /* @__PURE__ */ Type.Enum(DEPOSIT_LIMIT_PERIODS),
  /** The limit in force, or null when none. */
  amount: MinorOrNull,
  /** Deposits counted in the window now (pending and approved). */
  used: Minor,
  /** What the limit still allows, or null without a limit. */
  remaining: MinorOrNull,
  /** When the oldest counted deposit leaves the window (the allowance grows), or null. */
  resetsAt: TimeOrNull,
  pending: /* @__PURE__ */ Type.Union([PendingDepositLimitSchema, /* @__PURE__ */ Type.Null()]),
});
export type DepositLimit = Type.Static<typeof DepositLimitSchema>;

/** `GET /api/v1/player/deposit-limits` and the answer to a `PUT`. */
export const DepositLimitsSchema = /* @__PURE__ */ Type.Object({
  currency: CurrencyCodeSchema,
  limits: /* @__PURE__ */ Type.Array(DepositLimitSchema),
  allowance: /* @__PURE__ */ Type.Union([DepositAllowanceSchema, /* @__PURE__ */ Type.Null()]),
});
export type DepositLimits = Type.Static<typeof DepositLimitsSchema>;

/** `PUT /api/v1/player/deposit-limits`: per period, the new limit in minor units, or null to remove it. */
export const SetDepositLimitsRequestSchema = /* @__PURE__ */ Type.Object(
  {
    limits: /* @__PURE__ */ Type.Array(
      /* @__PURE__ */ Type.Object(
        {
          period: /* @__PURE__ */ Type.Enum(DEPOSIT_LIMIT_PERIODS),
          amount: /* @__PURE__ */ Type.Union([
            /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
            /* @__PURE__ */ Type.Null(),
          ]),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: DEPOSIT_LIMIT_PERIODS.length },
    ),
  },
  { additionalProperties: false },
);
export type SetDepositLimitsRequest = Type.Static<typeof SetDepositLimitsRequestSchema>;
