import Type from 'typebox';
import { GenderSchema } from '../payments/gender.ts';
import { CurrencyCodeSchema } from '../payments/currencies.ts';
import { CountryCodeSchema } from '../payments/method.ts';

/** Where a player stands with identity checks; cashouts above a threshold need `verified`. */
export const KYC_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const EmailSchema = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** ISO calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
/** International phone number in E.164 form. */
export const PhoneSchema = Type.String({ pattern: '^\\+[1-9]\\d{6,14}$' });

const Name = Type.String({ minLength: 1, maxLength: 100 });

/** The player fields `savePlayerFields` may patch; every one optional, null clears it. */
export const PlayerFieldsSchema = Type.Object(
  {
    firstName: Type.Optional(Type.Union([Name, Type.Null()])),
    lastName: Type.Optional(Type.Union([Name, Type.Null()])),
    gender: Type.Optional(Type.Union([GenderSchema, Type.Null()])),
    birthDate: Type.Optional(Type.Union([IsoDateSchema, Type.Null()])),
    country: Type.Optional(CountryCodeSchema),
    address: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()])),
    city: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()])),
    postalCode: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 20 }), Type.Null()])),
    phone: Type.Optional(Type.Union([PhoneSchema, Type.Null()])),
    email: Type.Optional(EmailSchema),
    currency: Type.Optional(CurrencyCodeSchema),
  },
  { additionalProperties: false },
);
export type PlayerFields = Type.Static<typeof PlayerFieldsSchema>;

/** A player as the API shows them to themselves. */
export const PlayerSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([GenderSchema, Type.Null()]),
  birthDate: Type.Union([Type.String(), Type.Null()]),
  country: Type.String(),
  address: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  postalCode: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  kycStatus: Type.Enum(KYC_STATUSES),
});
export type Player = Type.Static<typeof PlayerSchema>;

/** Passwords: 10 to 128 characters; length beats composition rules (NIST SP 800-63B). */
export const PasswordSchema = Type.String({ minLength: 10, maxLength: 128 });

export const RegisterRequestSchema = Type.Object(
  {
    email: EmailSchema,
    password: PasswordSchema,
    country: CountryCodeSchema,
    currency: CurrencyCodeSchema,
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Name),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Type.Static<typeof RegisterRequestSchema>;

export const LoginRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Type.Static<typeof LoginRequestSchema>;
