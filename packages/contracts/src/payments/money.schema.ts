import Type from 'typebox';
import { MAX_SAFE_MINOR_UNITS } from './money.ts';

/** A non-negative amount in minor units, as it travels on the wire. */
export const MinorUnitsSchema = /* @__PURE__ */ Type.Integer({ minimum: 0, maximum: MAX_SAFE_MINOR_UNITS });
export type MinorUnits = Type.Static<typeof MinorUnitsSchema>;
