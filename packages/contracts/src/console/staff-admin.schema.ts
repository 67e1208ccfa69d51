import Type from 'typebox';
import { EmailSchema, PasswordSchema } from '../players/player.schema.ts';
import { STAFF_ROLES } from './staff.ts';
import { TotpCodeSchema } from './staff.schema.ts';

const Nullable = <T extends Type.TSchema>(schema: T) =>
  /* @__PURE__ */ Type.Union([schema, /* @__PURE__ */ Type.Null()]);

const RolesSchema = /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.Enum(STAFF_ROLES), {
  minItems: 1,
  maxItems: STAFF_ROLES.length,
  uniqueItems: true,
});

/** Why an admin wrote it; every staff write keeps one in the audit log. */
const ReasonSchema = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 500 });

/** A member's own approval limits: `{ "EUR": 50000 }`, minor units per currency. */
export const ApprovalLimitsSchema = /* @__PURE__ */ Type.Record(
  /* @__PURE__ */ Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
  /* @__PURE__ */ Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
);
export type ApprovalLimitsWire = Type.Static<typeof ApprovalLimitsSchema>;

/** A staff member as an admin manages them. */
export const StaffAccountSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  email: /* @__PURE__ */ Type.String(),
  name: /* @__PURE__ */ Type.String(),
  roles: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.Enum(STAFF_ROLES)),
  /** Whether the member has enrolled a second factor. */
  secondFactor: /* @__PURE__ */ Type.Boolean(),
  /** When an admin disabled the member; null while they may log in. */
  disabledAt: Nullable(/* @__PURE__ */ Type.Integer()),
  /** The member's own approval limits; null: `CASHOUT_AGENT_LIMIT` for every currency. */
  cashoutLimits: Nullable(ApprovalLimitsSchema),
  createdAt: /* @__PURE__ */ Type.Integer(),
});
export type StaffAccount = Type.Static<typeof StaffAccountSchema>;

export const StaffAccountListSchema = /* @__PURE__ */ Type.Object({
  members: /* @__PURE__ */ Type.Array(StaffAccountSchema),
});
export type StaffAccountList = Type.Static<typeof StaffAccountListSchema>;

/** `POST /api/v1/staff/members`: the admin picks the initial password and hands it over. */
export const CreateStaffRequestSchema = /* @__PURE__ */ Type.Object(
  {
    email: EmailSchema,
    name: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 100 }),
    roles: RolesSchema,
    password: PasswordSchema,
    cashoutLimits: /* @__PURE__ */ Type.Optional(ApprovalLimitsSchema),
    reason: ReasonSchema,
  },
  { additionalProperties: false },
);
export type CreateStaffRequest = Type.Static<typeof CreateStaffRequestSchema>;

/** `PATCH /api/v1/staff/members/{id}`: any of the changes, with one reason for all. */
export const UpdateStaffRequestSchema = /* @__PURE__ */ Type.Object(
  {
    roles: /* @__PURE__ */ Type.Optional(RolesSchema),
    disabled: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Boolean()),
    /** Null: back to `CASHOUT_AGENT_LIMIT`. */
    cashoutLimits: /* @__PURE__ */ Type.Optional(Nullable(ApprovalLimitsSchema)),
    /** Forget the member's second factor: they enrol again at their next log-in. */
    resetSecondFactor: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Literal(true)),
    reason: ReasonSchema,
  },
  { additionalProperties: false },
);
export type UpdateStaffRequest = Type.Static<typeof UpdateStaffRequestSchema>;

export const StaffIdParamsSchema = /* @__PURE__ */ Type.Object({
  staffId: /* @__PURE__ */ Type.String({ maxLength: 36 }),
});

/** A fresh secret (base32) and the `otpauth://` URI an authenticator app scans. */
export const TotpEnrolmentSchema = /* @__PURE__ */ Type.Object({
  secret: /* @__PURE__ */ Type.String(),
  uri: /* @__PURE__ */ Type.String(),
});
export type TotpEnrolment = Type.Static<typeof TotpEnrolmentSchema>;

/** `PUT /api/v1/staff/totp-enrolment`: the code the app shows for the new secret. */
export const TotpConfirmRequestSchema = /* @__PURE__ */ Type.Object(
  { code: TotpCodeSchema },
  { additionalProperties: false },
);
export type TotpConfirmRequest = Type.Static<typeof TotpConfirmRequestSchema>;

/** `GET /api/v1/backoffice/players?email=`: the player with this e-mail (exact, any case). */
export const PlayerLookupQuerySchema = /* @__PURE__ */ Type.Object(
  { email: EmailSchema },
  { additionalProperties: false },
);
export const PlayerLookupSchema = /* @__PURE__ */ Type.Object({ playerId: /* @__PURE__ */ Type.String() });
export type PlayerLookup = Type.Static<typeof PlayerLookupSchema>;
