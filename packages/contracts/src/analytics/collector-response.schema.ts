import Type from 'typebox';
import { FieldErrorSchema } from '../payments/submit-outcome.schema.ts';

/** Why one event of a batch was refused, by its index in the request. */
export const RejectedEventSchema = /* @__PURE__ */ Type.Object({
  index: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
  errors: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.String()),
});

/**
 * The collector's answer to an accepted request. `accepted` counts events stored now,
 * `duplicates` counts events already stored under the same event_id.
 */
export const CollectorResponseSchema = /* @__PURE__ */ Type.Object({
  accepted: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
  duplicates: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
  rejected: /* @__PURE__ */ Type.Array(RejectedEventSchema),
});

export type RejectedEvent = Type.Static<typeof RejectedEventSchema>;
export type CollectorResponse = Type.Static<typeof CollectorResponseSchema>;

/** Error body for a request refused as a whole (400, 413, 415, 429). */
export const ApiErrorSchema = /* @__PURE__ */ Type.Object({
  statusCode: /* @__PURE__ */ Type.Integer(),
  error: /* @__PURE__ */ Type.String(),
  message: /* @__PURE__ */ Type.String(),
  code: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String()),
  /** A request's body refused by its schema: what is wrong with each field, in the player's language. */
  fields: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Array(FieldErrorSchema)),
});
export type ApiError = Type.Static<typeof ApiErrorSchema>;
