import Type from 'typebox';
import { EmailSchema } from '../players/player.ts';

/**
 * What a staff member may do in the operator console (issue 12). A staff member holds one or
 * more roles; every console route names the roles it admits.
 */
export const STAFF_ROLES = [
  'admin',
  'marketing',
  'affiliate_manager',
  'payments_agent',
  'payments_approver',
  'risk',
  'support',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's base path on the server, and where its API answers live. */
export const BACKOFFICE_PATH = '/backoffice/';
export const STAFF_SESSION_PATH = '/api/v1/staff/session';

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

/**
 * Why a staff log-in was refused (401): wrong e-mail or password, a missing or wrong second
 * factor, or an account with no second factor where one is required.
 */
export const STAFF_LOGIN_REFUSALS = [
  'INVALID_CREDENTIALS',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'TOTP_NOT_ENROLLED',
] as const;
export type StaffLoginRefusal = (typeof STAFF_LOGIN_REFUSALS)[number];
