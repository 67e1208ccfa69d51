import Type from 'typebox';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { MinorUnitsSchema } from '../money.schema.ts';

export const CancelCashoutParamsSchema = /* @__PURE__ */ Type.Object(
  { id: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type CancelCashoutParams = Type.Static<typeof CancelCashoutParamsSchema>;

/** The cancelled cashout and the player's balance in its currency afterwards (minor units). */
export const CancelCashoutResponseSchema = /* @__PURE__ */ Type.Object({
  transactionId: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
  status: /* @__PURE__ */ Type.Literal('cancelled'),
  currency: CurrencyCodeSchema,
  balance: MinorUnitsSchema,
});
export type CancelCashoutResponse = Type.Static<typeof CancelCashoutResponseSchema>;
