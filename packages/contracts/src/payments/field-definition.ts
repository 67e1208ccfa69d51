import Type from 'typebox';
import { PaymentActionSchema } from './actions.ts';
import { CRYPTO_CURRENCIES } from './currencies.ts';

/** A field name: the key its value is submitted under (bank-account names keep their spec casing). */
export const FieldNameSchema = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: 64 });
/** A translation key such as `payments.fields.card_holder`. */
export const I18nKeySchema = Type.String({ pattern: '^[a-z0-9_]+(\\.[a-z0-9_]+)+$', maxLength: 128 });

export const CryptoCurrencySchema = Type.Enum(CRYPTO_CURRENCIES);

/** Properties every field has. `actions` limits the field to some of the method's actions. */
const Base = {
  name: FieldNameSchema,
  required: Type.Boolean(),
  actions: Type.Optional(Type.Array(PaymentActionSchema, { minItems: 1 })),
};
const Labelled = { ...Base, labelKey: I18nKeySchema, hintKey: Type.Optional(I18nKeySchema) };

/** Field types entered as one line or block of text, checked by their type's rule and these bounds. */
export const TEXT_LIKE_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'tel',
  'password',
  'card_holder',
  'credit_card_number',
  'cvv',
  'card_expiry_date',
  'crypto_address',
  'cashout_crypto_address',
] as const;

const TextLikeField = Type.Object({
  ...Labelled,
  type: Type.Enum(TEXT_LIKE_FIELD_TYPES),
  minLength: Type.Optional(Type.Integer({ minimum: 0 })),
  maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
  /** An ECMAScript regular expression the whole value must match. */
  pattern: Type.Optional(Type.String({ minLength: 1 })),
  /** Shown read-only, e.g. a saved account echoed back. */
  readOnly: Type.Optional(Type.Boolean()),
});

/** The amount; its bounds are the method's limits for the chosen action and currency. */
const AmountField = Type.Object({ ...Labelled, type: Type.Literal('amount') });

/** A code of fixed length: a 6-digit BLIK code, a 16-digit voucher number. */
const CodeField = Type.Object({
  ...Labelled,
  type: Type.Literal('code'),
  length: Type.Integer({ minimum: 3, maximum: 20 }),
  charset: Type.Enum(['digits', 'alphanumeric']),
});

/** A calendar date; `minAgeYears` makes it a birth date at least that many years ago. */
const DateField = Type.Object({
  ...Labelled,
  type: Type.Literal('date'),
  minAgeYears: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
});

export const SelectOptionSchema = Type.Object({
  value: Type.String({ minLength: 1 }),
  labelKey: I18nKeySchema,
});
export type SelectOption = Type.Static<typeof SelectOptionSchema>;

const SelectField = Type.Object({
  ...Labelled,
  type: Type.Literal('select'),
  options: Type.Array(SelectOptionSchema, { minItems: 1 }),
});

/** A group of a cascade select (e.g. a region) whose options are picked second (e.g. a bank). */
export const CascadeGroupSchema = Type.Object({
  value: Type.String({ minLength: 1 }),
  labelKey: I18nKeySchema,
  options: Type.Array(SelectOptionSchema, { minItems: 1 }),
});
export type CascadeGroup = Type.Static<typeof CascadeGroupSchema>;

const CascadeSelectField = Type.Object({
  ...Labelled,
  type: Type.Literal('cascade_select'),
  options: Type.Array(CascadeGroupSchema, { minItems: 1 }),
});

/** An uploaded file, e.g. a bank statement: accepted MIME types and the size ceiling. */
const AttachmentField = Type.Object({
  ...Labelled,
  type: Type.Literal('attachment'),
  accept: Type.Array(Type.String({ pattern: '^[a-z]+/[a-z0-9.+-]+$' }), { minItems: 1 }),
  maxSizeBytes: Type.Integer({ minimum: 1, maximum: 20 * 1024 * 1024 }),
});

/** One network a multi-protocol address may be on, with its address format. */
export const CryptoNetworkSchema = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9]+$' }),
  labelKey: I18nKeySchema,
  addressPattern: Type.String({ minLength: 1 }),
});
export type CryptoNetwork = Type.Static<typeof CryptoNetworkSchema>;

/** A cashout address for a token on several networks (USDT on Ethereum, Tron, BNB Chain). */
const MultiProtocolCryptoAddressField = Type.Object({
  ...Labelled,
  type: Type.Literal('multi_protocol_crypto_address'),
  networks: Type.Array(CryptoNetworkSchema, { minItems: 2 }),
});

/** Pays from the player's MetaMask wallet on the EVM chain `chainId` (hex, e.g. `0x1`). */
const MetamaskField = Type.Object({
  ...Labelled,
  type: Type.Literal('metamask'),
  chainId: Type.String({ pattern: '^0x[0-9a-f]+$' }),
});

/**
 * Shows the address (and QR code) the player sends `currency` to; the server issues it.
 * Without `currency`, the currency is the one picked in the form's account select.
 */
const DepositCryptoAddressField = Type.Object({
  ...Labelled,
  type: Type.Literal('deposit_crypto_address'),
  currency: Type.Optional(CryptoCurrencySchema),
});

/** Picks which of the player's crypto currency accounts a payment goes to or from. */
const CryptoCurrenciesAccountSelectField = Type.Object({
  ...Labelled,
  type: Type.Literal('crypto_currencies_account_select'),
  currencies: Type.Array(CryptoCurrencySchema, { minItems: 1 }),
});

/** An information banner; `labelKey` is its text. */
const BannerField = Type.Object({
  ...Labelled,
  type: Type.Literal('banner'),
  tone: Type.Enum(['info', 'warning']),
});

/** What a form button does besides submitting. */
export const BUTTON_INTENTS = ['oauth_login', 'bank_link', 'open_url', 'copy_value'] as const;
export type ButtonIntent = (typeof BUTTON_INTENTS)[number];

const ButtonField = Type.Object({
  ...Labelled,
  type: Type.Literal('button'),
  intent: Type.Enum(BUTTON_INTENTS),
});

/** A box the player ticks; when required, the form cannot be sent unticked (e.g. terms). */
const CheckboxField = Type.Object({ ...Labelled, type: Type.Literal('checkbox') });

/** A value sent with the form and never shown. */
const HiddenField = Type.Object({ ...Base, type: Type.Literal('hidden'), value: Type.String() });

/**
 * One field of a method's form: a union on `type` whose members carry that type's validation
 * parameters. Every one of the spec's 25 field types belongs to exactly one member.
 */
export const FieldDefinitionSchema = Type.Union([
  TextLikeField,
  AmountField,
  CodeField,
  DateField,
  SelectField,
  CascadeSelectField,
  AttachmentField,
  MultiProtocolCryptoAddressField,
  MetamaskField,
  DepositCryptoAddressField,
  CryptoCurrenciesAccountSelectField,
  BannerField,
  ButtonField,
  CheckboxField,
  HiddenField,
]);
export type FieldDefinition = Type.Static<typeof FieldDefinitionSchema>;
