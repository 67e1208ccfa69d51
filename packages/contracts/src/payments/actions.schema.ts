import Type from 'typebox';
import { PAYMENT_ACTIONS } from './actions.ts';

export const PaymentActionSchema = /* @__PURE__ */ Type.Enum(PAYMENT_ACTIONS);
