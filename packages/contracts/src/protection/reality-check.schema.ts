import Type from 'typebox';
import { CurrencyCodeSchema } from '../payments/currencies.schema.ts';
import { REALITY_CHECK_INTERVALS } from './reality-check.ts';

const Interval = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[0]),
  /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[1]),
  /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[2]),
  /* @__PURE__ */ Type.Literal(REALITY_CHECK_INTERVALS[3]),
]);

/**
 * `GET /api/v1/player/reality-check` and the answer to a `PUT`: the interval (0: off), when this
 * session began (Unix ms), and its net deposits (approved deposits minus cashouts not refused,
 * minor units of the player's currency; negative when more went out).
 */
export const RealityCheckSchema = /* @__PURE__ */ Type.Object({
  intervalMinutes: Interval,
  sessionStartedAt: /* @__PURE__ */ Type.Integer(),
  currency: CurrencyCodeSchema,
  netDeposits: /* @__PURE__ */ Type.Integer(),
});
export type RealityCheck = Type.Static<typeof RealityCheckSchema>;

/** `PUT /api/v1/player/reality-check`. */
export const SetRealityCheckRequestSchema = /* @__PURE__ */ Type.Object(
  { intervalMinutes: Interval },
  { additionalProperties: false },
);
export type SetRealityCheckRequest = Type.Static<typeof SetRealityCheckRequestSchema>;
