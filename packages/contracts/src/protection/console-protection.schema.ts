import Type from 'typebox';
import { DepositLimitsSchema } from '../limits/deposit-limits.schema.ts';
import { ExclusionSchema } from './exclusions.schema.ts';
import { REALITY_CHECK_INTERVALS } from './reality-check.ts';

/**
 * The player's deposit limits (with their use and waiting changes), the exclusion in force, every
 * exclusion they have taken (newest first), and their reality-check interval. Read-only: the
 * rules leave staff nothing to change (decisions 055 and 060).
 */
export const PlayerProtectionSchema = /* @__PURE__ */ Type.Object({
  limits: DepositLimitsSchema,
  exclusion: /* @__PURE__ */ Type.Union([ExclusionSchema, /* @__PURE__ */ Type.Null()]),
  exclusions: /* @__PURE__ */ Type.Array(ExclusionSchema),
  realityCheckMinutes: /* @__PURE__ */ Type.Union([
    /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[0]),
    /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[1]),
    /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[2]),
    /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[3]),
  ]),
});
export type PlayerProtection = Type.Static<typeof PlayerProtectionSchema>;
