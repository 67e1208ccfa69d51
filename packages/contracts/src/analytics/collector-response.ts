import Type from 'typebox';

/** Why one event of a batch was refused, by its index in the request. */
export const RejectedEventSchema = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  errors: Type.Array(Type.String()),
});

/**
 * The collector's answer to an accepted request. `accepted` counts events stored now,
 * `duplicates` counts events already stored under the same event_id.
 */
export const CollectorResponseSchema = Type.Object({
  accepted: Type.Integer({ minimum: 0 }),
  duplicates: Type.Integer({ minimum: 0 }),
  rejected: Type.Array(RejectedEventSchema),
});

export type RejectedEvent = Type.Static<typeof RejectedEventSchema>;
export type CollectorResponse = Type.Static<typeof CollectorResponseSchema>;

/** Error body for a request refused as a whole (400, 413, 415, 429). */
export const ApiErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
});
export type ApiError = Type.Static<typeof ApiErrorSchema>;
