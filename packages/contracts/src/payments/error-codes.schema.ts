import Type from 'typebox';
import { ERROR_CODES } from './error-codes.ts';

export const ErrorCodeSchema = /* @__PURE__ */ Type.Enum(ERROR_CODES);
