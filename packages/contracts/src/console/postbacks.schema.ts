import Type from 'typebox';
import { POSTBACK_DELIVERY_STATUSES, POSTBACK_EVENTS } from './postbacks.ts';

const Nullable = <T extends Type.TSchema>(schema: T) =>
  /* @__PURE__ */ Type.Union([schema, /* @__PURE__ */ Type.Null()]);

/** One postback of an affiliate: the URL template called on `event`. */
export const PostbackSchema = /* @__PURE__ */ Type.Object({
  event: /* @__PURE__ */ Type.Enum(POSTBACK_EVENTS),
  url: /* @__PURE__ */ Type.String(),
  enabled: /* @__PURE__ */ Type.Boolean(),
  updatedAt: /* @__PURE__ */ Type.Integer(),
});
export type Postback = Type.Static<typeof PostbackSchema>;

export const PostbackListSchema = /* @__PURE__ */ Type.Object({
  postbacks: /* @__PURE__ */ Type.Array(PostbackSchema),
});
export type PostbackList = Type.Static<typeof PostbackListSchema>;

/** `PUT .../postbacks/{event}`: the template (http or https, macros from POSTBACK_MACROS). */
export const PutPostbackRequestSchema = /* @__PURE__ */ Type.Object(
  {
    url: /* @__PURE__ */ Type.String({ minLength: 10, maxLength: 2000 }),
    enabled: /* @__PURE__ */ Type.Boolean(),
    reason: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type PutPostbackRequest = Type.Static<typeof PutPostbackRequestSchema>;

export const PostbackEventParamsSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String({ maxLength: 36 }),
  event: /* @__PURE__ */ Type.Enum(POSTBACK_EVENTS),
});

export const AffiliateParamsSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String({ maxLength: 36 }),
});

/** One call of a postback (or the calls still to come), as the affiliate manager reads it. */
export const PostbackDeliverySchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  event: /* @__PURE__ */ Type.Enum(POSTBACK_EVENTS),
  playerId: /* @__PURE__ */ Type.String(),
  stag: /* @__PURE__ */ Type.String(),
  url: /* @__PURE__ */ Type.String(),
  status: /* @__PURE__ */ Type.Enum(POSTBACK_DELIVERY_STATUSES),
  attempts: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
  /** The HTTP status of the last attempt; null before one, or when it got no answer. */
  lastStatusCode: Nullable(/* @__PURE__ */ Type.Integer()),
  lastError: Nullable(/* @__PURE__ */ Type.String()),
  createdAt: /* @__PURE__ */ Type.Integer(),
  nextAttemptAt: Nullable(/* @__PURE__ */ Type.Integer()),
  deliveredAt: Nullable(/* @__PURE__ */ Type.Integer()),
});
export type PostbackDelivery = Type.Static<typeof PostbackDeliverySchema>;

export const PostbackDeliveriesQuerySchema = /* @__PURE__ */ Type.Object(
  { page: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Integer({ minimum: 1, maximum: 10_000 })) },
  { additionalProperties: false },
);

export const PostbackDeliveryPageSchema = /* @__PURE__ */ Type.Object({
  deliveries: /* @__PURE__ */ Type.Array(PostbackDeliverySchema),
  page: /* @__PURE__ */ Type.Integer({ minimum: 1 }),
  pageSize: /* @__PURE__ */ Type.Integer({ minimum: 1 }),
  total: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
});
export type PostbackDeliveryPage = Type.Static<typeof PostbackDeliveryPageSchema>;
