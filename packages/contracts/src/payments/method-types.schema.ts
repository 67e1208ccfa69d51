import Type from 'typebox';
import { METHOD_TYPES } from './method-types.ts';

export const MethodTypeSchema = /* @__PURE__ */ Type.Enum(METHOD_TYPES);
