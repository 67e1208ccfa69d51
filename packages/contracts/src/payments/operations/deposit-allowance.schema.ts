import Type from 'typebox';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { DEPOSIT_LIMIT_PERIODS } from '../deposit-limit-periods.ts';

/**
 * The lowest remaining allowance of all limits: what the next deposit may be at most (in the
 * limits' currency), which period binds, and when it grows. Absent without any limit.
 */
export const DepositAllowanceSchema = /* @__PURE__ */ Type.Object({
  currency: CurrencyCodeSchema,
  amount: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
  period: /* @__PURE__ */ Type.Enum(DEPOSIT_LIMIT_PERIODS),
  /** Unix ms, or null when no counted deposit is in the window. */
  resetsAt: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Integer(), /* @__PURE__ */ Type.Null()]),
});
export type DepositAllowance = Type.Static<typeof DepositAllowanceSchema>;
