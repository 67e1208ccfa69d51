import Type from 'typebox';
import { COOL_OFF_DAYS, EXCLUSION_KINDS, SELF_EXCLUSION_MONTHS } from './exclusions.ts';

/** A cool-off or self-exclusion: when it started and when it ends (Unix ms). */
export const ExclusionSchema = /* @__PURE__ */ Type.Object({
  kind: /* @__PURE__ */ Type.Enum(EXCLUSION_KINDS),
  startsAt: /* @__PURE__ */ Type.Integer(),
  endsAt: /* @__PURE__ */ Type.Integer(),
});
export type Exclusion = Type.Static<typeof ExclusionSchema>;

/** `GET /api/v1/player/exclusion` and the answer to a `POST`: the exclusion in force, or null. */
export const ExclusionStateSchema = /* @__PURE__ */ Type.Object({
  exclusion: /* @__PURE__ */ Type.Union([ExclusionSchema, /* @__PURE__ */ Type.Null()]),
});
export type ExclusionState = Type.Static<typeof ExclusionStateSchema>;

const Password = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 1024 });

/** `POST /api/v1/player/exclusion`: a cool-off in days or a self-exclusion in months, confirmed by the password. */
export const StartExclusionRequestSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object(
    {
      kind: /* @__PURE__ */ Type.Literal('cool_off'),
      days: /* @__PURE__ */ Type.Integer({ minimum: COOL_OFF_DAYS.min, maximum: COOL_OFF_DAYS.max }),
      currentPassword: Password,
    },
    { additionalProperties: false },
  ),
  /* @__PURE__ */ Type.Object(
    {
      kind: /* @__PURE__ */ Type.Literal('self_exclusion'),
      months: /* @__PURE__ */ Type.Integer({
        minimum: SELF_EXCLUSION_MONTHS.min,
        maximum: SELF_EXCLUSION_MONTHS.max,
      }),
      currentPassword: Password,
    },
    { additionalProperties: false },
  ),
]);
export type StartExclusionRequest = Type.Static<typeof StartExclusionRequestSchema>;

/**
 * The refusal of a log-in or a request while an exclusion is in force (403 `PLAYER_EXCLUDED`):
 * the message in the player's language says until when; `until` is the same moment (Unix ms).
 */
export const PlayerExcludedErrorSchema = /* @__PURE__ */ Type.Object({
  statusCode: /* @__PURE__ */ Type.Integer(),
  error: /* @__PURE__ */ Type.String(),
  code: /* @__PURE__ */ Type.Literal('PLAYER_EXCLUDED'),
  message: /* @__PURE__ */ Type.String(),
  kind: /* @__PURE__ */ Type.Enum(EXCLUSION_KINDS),
  until: /* @__PURE__ */ Type.Integer(),
});
export type PlayerExcludedError = Type.Static<typeof PlayerExcludedErrorSchema>;
