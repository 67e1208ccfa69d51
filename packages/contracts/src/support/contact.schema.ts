import Type from 'typebox';
import { EmailSchema } from '../players/player.schema.ts';
import { SUPPORT_MESSAGE_LIMITS } from './contact.ts';

/** `POST /api/v1/support/messages`: a reply address and the message; the name is optional. */
export const SupportMessageRequestSchema = /* @__PURE__ */ Type.Object(
  {
    email: EmailSchema,
    name: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({ maxLength: SUPPORT_MESSAGE_LIMITS.name }),
    ),
    message: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: SUPPORT_MESSAGE_LIMITS.message }),
  },
  { additionalProperties: false },
);

export const SupportMessageResponseSchema = /* @__PURE__ */ Type.Object({
  reference: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
});

export const SupportContactSchema = /* @__PURE__ */ Type.Object({ email: EmailSchema });
