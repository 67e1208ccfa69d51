import Type from 'typebox';
import { GENDERS } from './gender.ts';

export const GenderSchema = /* @__PURE__ */ Type.Enum(GENDERS);
