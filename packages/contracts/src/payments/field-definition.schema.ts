import Type from 'typebox';
import { PaymentActionSchema } from './actions.schema.ts';
import { CRYPTO_CURRENCIES } from './currencies.ts';
import { CryptoNetworkIdSchema } from './crypto-networks.schema.ts';
import { BUTTON_INTENTS, TEXT_INPUT_FIELD_TYPES } from './field-definition.ts';

/** A field name: the key its value is submitted under (bank-account names keep their spec casing). */
export const FieldNameSchema = /* @__PURE__ */ Type.String({
  pattern: '^[A-Za-z][A-Za-z0-9_]*$',
  maxLength: 64,
});
/** A translation key such as `payments.fields.card_holder`. */
export const I18nKeySchema = /* @__PURE__ */ Type.String({
  pattern: '^[a-z0-9_]+(\\.[a-z0-9_]+)+$',
  maxLength: 128,
});

export const CryptoCurrencySchema = /* @__PURE__ */ Type.Enum(CRYPTO_CURRENCIES);

/** Properties every field has. `actions` limits the field to some of the method's actions. */
const Base = {
  name: FieldNameSchema,
  required: /* @__PURE__ */ Type.Boolean(),
  actions: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Array(PaymentActionSchema, { minItems: 1 })),
};
const Labelled = { ...Base, labelKey: I18nKeySchema, hintKey: /* @__PURE__ */ Type.Optional(I18nKeySchema) };

/** Bounds every text-like field may have. */
const TextBounds = {
  minLength: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Integer({ minimum: 0 })),
  maxLength: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Integer({ minimum: 1 })),
  /** An ECMAScript regular expression the whole value must match. */
  pattern: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1 })),
  /** Shown read-only, e.g. a saved account echoed back. */
  readOnly: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Boolean()),
};

const TextLikeField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Enum(TEXT_INPUT_FIELD_TYPES),
  ...TextBounds,
});

/**
 * The player's own address to cash out to. `network` names the chain it must be on: the address
 * is then checked by that chain's checksum (`@playfront/contracts/crypto-address`).
 */
const CashoutCryptoAddressField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('cashout_crypto_address'),
  ...TextBounds,
  network: /* @__PURE__ */ Type.Optional(CryptoNetworkIdSchema),
});

/** The amount; its bounds are the method's limits for the chosen action and currency. */
const AmountField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('amount'),
});

/** A code of fixed length: a 6-digit BLIK code, a 16-digit voucher number. */
const CodeField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('code'),
  length: /* @__PURE__ */ Type.Integer({ minimum: 3, maximum: 20 }),
  charset: /* @__PURE__ */ Type.Enum(['digits', 'alphanumeric']),
});

/** A calendar date; `minAgeYears` makes it a birth date at least that many years ago. */
const DateField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('date'),
  minAgeYears: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Integer({ minimum: 1, maximum: 120 })),
});

export const SelectOptionSchema = /* @__PURE__ */ Type.Object({
  value: /* @__PURE__ */ Type.String({ minLength: 1 }),
  labelKey: I18nKeySchema,
});
export type SelectOption = Type.Static<typeof SelectOptionSchema>;

const SelectField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('select'),
  options: /* @__PURE__ */ Type.Array(SelectOptionSchema, { minItems: 1 }),
});

/** A group of a cascade select (e.g. a region) whose options are picked second (e.g. a bank). */
export const CascadeGroupSchema = /* @__PURE__ */ Type.Object({
  value: /* @__PURE__ */ Type.String({ minLength: 1 }),
  labelKey: I18nKeySchema,
  options: /* @__PURE__ */ Type.Array(SelectOptionSchema, { minItems: 1 }),
});
export type CascadeGroup = Type.Static<typeof CascadeGroupSchema>;

const CascadeSelectField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('cascade_select'),
  options: /* @__PURE__ */ Type.Array(CascadeGroupSchema, { minItems: 1 }),
});

/** An uploaded file, e.g. a bank statement: accepted MIME types and the size ceiling. */
const AttachmentField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('attachment'),
  accept: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.String({ pattern: '^[a-z]+/[a-z0-9.+-]+$' }), {
    minItems: 1,
  }),
  maxSizeBytes: /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: 20 * 1024 * 1024 }),
});

/** One network a multi-protocol address may be on, with its address format. */
export const CryptoNetworkSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String({ pattern: '^[a-z0-9]+$' }),
  labelKey: I18nKeySchema,
  addressPattern: /* @__PURE__ */ Type.String({ minLength: 1 }),
});
export type CryptoNetwork = Type.Static<typeof CryptoNetworkSchema>;

/** A cashout address for a token on several networks (USDT on Ethereum, Tron, BNB Chain). */
const MultiProtocolCryptoAddressField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('multi_protocol_crypto_address'),
  networks: /* @__PURE__ */ Type.Array(CryptoNetworkSchema, { minItems: 2 }),
});

/** Pays from the player's MetaMask wallet on the EVM chain `chainId` (hex, e.g. `0x1`). */
const MetamaskField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('metamask'),
  chainId: /* @__PURE__ */ Type.String({ pattern: '^0x[0-9a-f]+$' }),
});

/**
 * Shows the address (and QR code) the player sends `currency` to; the server issues it.
 * Without `currency`, the currency is the one picked in the form's account select.
 */
const DepositCryptoAddressField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('deposit_crypto_address'),
  currency: /* @__PURE__ */ Type.Optional(CryptoCurrencySchema),
});

/** Picks which of the player's crypto currency accounts a payment goes to or from. */
const CryptoCurrenciesAccountSelectField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('crypto_currencies_account_select'),
  currencies: /* @__PURE__ */ Type.Array(CryptoCurrencySchema, { minItems: 1 }),
});

/** An information banner; `labelKey` is its text. */
const BannerField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('banner'),
  tone: /* @__PURE__ */ Type.Enum(['info', 'warning']),
});

const ButtonField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('button'),
  intent: /* @__PURE__ */ Type.Enum(BUTTON_INTENTS),
});

/** A box the player ticks; when required, the form cannot be sent unticked (e.g. terms). */
const CheckboxField = /* @__PURE__ */ Type.Object({
  ...Labelled,
  type: /* @__PURE__ */ Type.Literal('checkbox'),
});

/** A value sent with the form and never shown. */
const HiddenField = /* @__PURE__ */ Type.Object({
  ...Base,
  type: /* @__PURE__ */ Type.Literal('hidden'),
  value: /* @__PURE__ */ Type.String(),
});

/**
 * One field of a method's form: a union on `type` whose members carry that type's validation
 * parameters. Every one of the spec's 25 field types belongs to exactly one member.
 */
export const FieldDefinitionSchema = /* @__PURE__ */ Type.Union([
  TextLikeField,
  CashoutCryptoAddressField,
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
