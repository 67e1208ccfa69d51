import Type from 'typebox';
import { EmailSchema, PasswordSchema } from '../players/player.schema.ts';

/** A link's token as the mail carries it: 43 base64url characters (32 random bytes). */
const RecoveryTokenSchema = /* @__PURE__ */ Type.String({ minLength: 16, maxLength: 128 });

/**
 * `POST /api/v1/auth/password-reset`: mail a reset link to this address. Answered 204 whether or
 * not an account has it.
 */
export const PasswordResetRequestSchema = /* @__PURE__ */ Type.Object(
  { email: EmailSchema },
  { additionalProperties: false },
);
export type PasswordResetRequest = Type.Static<typeof PasswordResetRequestSchema>;

/** `POST /api/v1/auth/password-reset/confirm`: the link's token and the new password. */
export const PasswordResetConfirmSchema = /* @__PURE__ */ Type.Object(
  { token: RecoveryTokenSchema, newPassword: PasswordSchema },
  { additionalProperties: false },
);
export type PasswordResetConfirm = Type.Static<typeof PasswordResetConfirmSchema>;

/** `POST /api/v1/auth/email-verification/confirm`: the verification link's token. */
export const EmailVerificationConfirmSchema = /* @__PURE__ */ Type.Object(
  { token: RecoveryTokenSchema },
  { additionalProperties: false },
);
export type EmailVerificationConfirm = Type.Static<typeof EmailVerificationConfirmSchema>;

/** `GET /api/v1/player/email-verification`: whether the player's current address is verified. */
export const EmailVerificationStatusSchema = /* @__PURE__ */ Type.Object(
  {
    email: /* @__PURE__ */ Type.String(),
    verified: /* @__PURE__ */ Type.Boolean(),
  },
  { additionalProperties: false },
);
export type EmailVerificationStatus = Type.Static<typeof EmailVerificationStatusSchema>;
