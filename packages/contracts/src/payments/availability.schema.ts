import Type from 'typebox';
import { UNAVAILABLE_REASONS } from './availability.ts';

export const UnavailableReasonSchema = /* @__PURE__ */ Type.Enum(UNAVAILABLE_REASONS);
