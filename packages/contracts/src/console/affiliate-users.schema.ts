import Type from 'typebox';
import { EmailSchema } from '../players/player.schema.ts';

/** An affiliate user as the affiliate view shows them to themselves: whose numbers they read. */
export const AffiliateUserSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  email: /* @__PURE__ */ Type.String(),
  name: /* @__PURE__ */ Type.String(),
  affiliateId: /* @__PURE__ */ Type.String(),
  affiliateName: /* @__PURE__ */ Type.String(),
  /** The stags the affiliate owns: the only ones its report shows. */
  stags: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.String()),
});
export type AffiliateUser = Type.Static<typeof AffiliateUserSchema>;

/** `POST /api/v1/affiliates/{id}/users`; the reason goes to the audit log. */
export const CreateAffiliateUserRequestSchema = /* @__PURE__ */ Type.Object(
  {
    email: EmailSchema,
    name: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 100 }),
    reason: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CreateAffiliateUserRequest = Type.Static<typeof CreateAffiliateUserRequestSchema>;

/**
 * The new log-in with its first password and second factor, shown once to the member who made
 * it (to hand to the affiliate): the server keeps only the password's hash, and neither goes to
 * the audit log.
 */
export const CreatedAffiliateUserSchema = /* @__PURE__ */ Type.Object({
  user: AffiliateUserSchema,
  password: /* @__PURE__ */ Type.String(),
  totpSecret: /* @__PURE__ */ Type.String(),
  totpUri: /* @__PURE__ */ Type.String(),
});
export type CreatedAffiliateUser = Type.Static<typeof CreatedAffiliateUserSchema>;
