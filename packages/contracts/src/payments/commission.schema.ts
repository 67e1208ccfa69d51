import Type from 'typebox';
import { CurrencyCodeSchema } from './currencies.schema.ts';
import { MinorUnitsSchema } from './money.schema.ts';
import { FLOAT_COMMISSION_SOURCES } from './commission.ts';

/**
 * A share of the amount in basis points: 1 bp is 0.01 %, so 2.5 % is 250. Integers keep
 * percentages as exact as amounts.
 */
export const BasisPointsSchema = /* @__PURE__ */ Type.Integer({ minimum: 0, maximum: 10_000 });

/** A fee amount in one currency, in minor units. */
export const CurrencyAmountSchema = /* @__PURE__ */ Type.Object({
  currency: CurrencyCodeSchema,
  amount: MinorUnitsSchema,
});
export type CurrencyAmount = Type.Static<typeof CurrencyAmountSchema>;

/**
 * A method's commission, one shape per type:
 * - `percent`: `basisPoints` of the amount;
 * - `range-percent`: between `fromBasisPoints` and `toBasisPoints`, depending on card or bank;
 * - `fixed`: a flat fee per currency;
 * - `float`: known only at payment time (blockchain network fee, exchange-rate spread);
 * - `mixed`: a percentage plus a flat fee per currency;
 * - `none`: free for the player.
 */
export const CommissionSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('percent'),
    basisPoints: BasisPointsSchema,
  }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('range-percent'),
    fromBasisPoints: BasisPointsSchema,
    toBasisPoints: BasisPointsSchema,
  }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('fixed'),
    amounts: /* @__PURE__ */ Type.Array(CurrencyAmountSchema, { minItems: 1 }),
  }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('float'),
    source: /* @__PURE__ */ Type.Enum(FLOAT_COMMISSION_SOURCES),
  }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('mixed'),
    basisPoints: BasisPointsSchema,
    amounts: /* @__PURE__ */ Type.Array(CurrencyAmountSchema, { minItems: 1 }),
  }),
  /* @__PURE__ */ Type.Object({ type: /* @__PURE__ */ Type.Literal('none') }),
]);
export type Commission = Type.Static<typeof CommissionSchema>;
