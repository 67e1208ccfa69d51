import Type from 'typebox';
import { CurrencyAmountSchema } from '../commission.schema.ts';

/**
 * `GET /api/v1/payments/balances`: the player's balance in every currency they hold an account
 * in, in minor units, ordered by currency code.
 */
export const BalancesResponseSchema = /* @__PURE__ */ Type.Object({
  balances: /* @__PURE__ */ Type.Array(CurrencyAmountSchema),
});
export type BalancesResponse = Type.Static<typeof BalancesResponseSchema>;
