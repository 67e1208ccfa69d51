import Type from 'typebox';
import { CurrencyCodeSchema } from '../currencies.ts';
import { MinorUnitsSchema } from '../money.ts';

/**
 * `POST` here cancels one of the player's pending cashouts; its amount goes back to the balance.
 * Cancelling a cashout that is already cancelled answers the same again.
 */
export const CANCEL_CASHOUT_PATH = '/api/v1/payments/transactions/:id/cancel';

/** The cancel path for one transaction id. */
export function cancelCashoutPath(transactionId: string): string {
  return CANCEL_CASHOUT_PATH.replace(':id', encodeURIComponent(transactionId));
}

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
