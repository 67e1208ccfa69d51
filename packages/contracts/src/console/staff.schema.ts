import Type from 'typebox';
import { EmailSchema } from '../players/player.schema.ts';
import { STAFF_ROLES } from './staff.ts';

/** A TOTP code as authenticator apps show it: six digits. */
export const TotpCodeSchema = /* @__PURE__ */ Type.String({ pattern: '^\\d{6}$' });

/** `POST /api/v1/staff/session`: a staff log-in; `totp` is required outside development. */
export const StaffLoginRequestSchema = /* @__PURE__ */ Type.Object(
  {
    email: EmailSchema,
    password: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 128 }),
    totp: /* @__PURE__ */ Type.Optional(TotpCodeSchema),
  },
  { additionalProperties: false },
);
export type StaffLoginRequest = Type.Static<typeof StaffLoginRequestSchema>;

/** A staff member as the console shows them to themselves. */
export const StaffMemberSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  email: /* @__PURE__ */ Type.String(),
  name: /* @__PURE__ */ Type.String(),
  roles: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.Enum(STAFF_ROLES)),
});
export type StaffMember = Type.Static<typeof StaffMemberSchema>;
