import Type from 'typebox';
import { GenderSchema } from '../payments/gender.schema.ts';
import { CurrencyCodeSchema } from '../payments/currencies.schema.ts';
import { CountryCodeSchema } from '../payments/method.schema.ts';
import { PLAYER_FIELD_MAX_LENGTHS, PASSWORD_LENGTH, KYC_STATUSES } from './player.ts';

export const EmailSchema = /* @__PURE__ */ Type.String({
  format: 'email',
  minLength: 3,
  maxLength: PLAYER_FIELD_MAX_LENGTHS.email,
});
/** ISO calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = /* @__PURE__ */ Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
});
/** International phone number in E.164 form. */
export const PhoneSchema = /* @__PURE__ */ Type.String({ pattern: '^\\+[1-9]\\d{6,14}$' });

const Name = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: PLAYER_FIELD_MAX_LENGTHS.name });

/** The player fields `savePlayerFields` may patch; every one optional, null clears it. */
export const PlayerFieldsSchema = /* @__PURE__ */ Type.Object(
  {
    firstName: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Union([Name, /* @__PURE__ */ Type.Null()])),
    lastName: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Union([Name, /* @__PURE__ */ Type.Null()])),
    gender: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Union([GenderSchema, /* @__PURE__ */ Type.Null()]),
    ),
    birthDate: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Union([IsoDateSchema, /* @__PURE__ */ Type.Null()]),
    ),
    country: /* @__PURE__ */ Type.Optional(CountryCodeSchema),
    address: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Union([
        /* @__PURE__ */ Type.String({ minLength: 1, maxLength: PLAYER_FIELD_MAX_LENGTHS.address }),
        /* @__PURE__ */ Type.Null(),
      ]),
    ),
    city: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Union([
        /* @__PURE__ */ Type.String({ minLength: 1, maxLength: PLAYER_FIELD_MAX_LENGTHS.city }),
        /* @__PURE__ */ Type.Null(),
      ]),
    ),
    postalCode: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Union([
        /* @__PURE__ */ Type.String({ minLength: 1, maxLength: PLAYER_FIELD_MAX_LENGTHS.postalCode }),
        /* @__PURE__ */ Type.Null(),
      ]),
    ),
    phone: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Union([PhoneSchema, /* @__PURE__ */ Type.Null()]),
    ),
    email: /* @__PURE__ */ Type.Optional(EmailSchema),
    currency: /* @__PURE__ */ Type.Optional(CurrencyCodeSchema),
  },
  { additionalProperties: false },
);
export type PlayerFields = Type.Static<typeof PlayerFieldsSchema>;

/** A player as the API shows them to themselves. */
export const PlayerSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  email: /* @__PURE__ */ Type.String(),
  firstName: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  lastName: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  gender: /* @__PURE__ */ Type.Union([GenderSchema, /* @__PURE__ */ Type.Null()]),
  birthDate: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  country: /* @__PURE__ */ Type.String(),
  address: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  city: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  postalCode: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  phone: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  currency: /* @__PURE__ */ Type.String(),
  kycStatus: /* @__PURE__ */ Type.Enum(KYC_STATUSES),
});
export type Player = Type.Static<typeof PlayerSchema>;

export const PasswordSchema = /* @__PURE__ */ Type.String({
  minLength: PASSWORD_LENGTH.min,
  maxLength: PASSWORD_LENGTH.max,
});

export const RegisterRequestSchema = /* @__PURE__ */ Type.Object(
  {
    email: EmailSchema,
    password: PasswordSchema,
    country: CountryCodeSchema,
    currency: CurrencyCodeSchema,
    firstName: /* @__PURE__ */ Type.Optional(Name),
    lastName: /* @__PURE__ */ Type.Optional(Name),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Type.Static<typeof RegisterRequestSchema>;

export const LoginRequestSchema = /* @__PURE__ */ Type.Object(
  {
    email: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 254 }),
    password: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Type.Static<typeof LoginRequestSchema>;

/** The password a player types to confirm a change of e-mail or password (checked, not measured). */
const CurrentPasswordSchema = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 128 });

/** `POST /api/v1/auth/password`: a new password, confirmed with the current one. */
export const ChangePasswordRequestSchema = /* @__PURE__ */ Type.Object(
  { currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Type.Static<typeof ChangePasswordRequestSchema>;

/** `POST /api/v1/auth/email`: a new e-mail address, confirmed with the current password. */
export const ChangeEmailRequestSchema = /* @__PURE__ */ Type.Object(
  { currentPassword: CurrentPasswordSchema, email: EmailSchema },
  { additionalProperties: false },
);
export type ChangeEmailRequest = Type.Static<typeof ChangeEmailRequestSchema>;
