import Type from 'typebox';
import { ON_RAMP_MODES, CONVERSION_SIDES } from './on-ramp.ts';

export const OnRampModeSchema = /* @__PURE__ */ Type.Enum(ON_RAMP_MODES);
export const ConversionSideSchema = /* @__PURE__ */ Type.Enum(CONVERSION_SIDES);
