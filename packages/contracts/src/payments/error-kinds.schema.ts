import Type from 'typebox';
import { PAYMENT_ERROR_KINDS } from './error-kinds.ts';

export const PaymentErrorKindSchema = /* @__PURE__ */ Type.Enum(PAYMENT_ERROR_KINDS);
