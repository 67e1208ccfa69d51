import Type from 'typebox';

/** A `stag` or interlayer id as the site accepts one in its URL and cookies. */
export const AttributionValueSchema = /* @__PURE__ */ Type.String({ pattern: '^[\\w.~-]{1,100}$' });

/** An affiliate: an account of its own that owns one or more stags, maybe with a manager. */
export const AffiliateSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  name: /* @__PURE__ */ Type.String(),
  managerId: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  stags: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.String()),
  createdAt: /* @__PURE__ */ Type.Integer(),
});
export type Affiliate = Type.Static<typeof AffiliateSchema>;

export const AffiliateListSchema = /* @__PURE__ */ Type.Object({
  affiliates: /* @__PURE__ */ Type.Array(AffiliateSchema),
});
export type AffiliateList = Type.Static<typeof AffiliateListSchema>;

/**
 * `POST /api/v1/affiliates`. An affiliate manager creates affiliates for themselves (managerId is
 * theirs whatever is sent); an admin names any manager, or none. The reason goes to the audit log.
 */
export const CreateAffiliateRequestSchema = /* @__PURE__ */ Type.Object(
  {
    name: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 100 }),
    stags: /* @__PURE__ */ Type.Array(AttributionValueSchema, {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
    }),
    managerId: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Union([
        /* @__PURE__ */ Type.String({ maxLength: 36 }),
        /* @__PURE__ */ Type.Null(),
      ]),
    ),
    reason: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CreateAffiliateRequest = Type.Static<typeof CreateAffiliateRequestSchema>;
