import type { CryptoNetworkId } from '../payments/crypto-networks.ts';

/** How a field is being checked: when it loses focus (`blur`) or when the form is sent (`submit`). */
export const VALIDATION_MODES = ['blur', 'submit'] as const;
export type ValidationMode = (typeof VALIDATION_MODES)[number];

/**
 * Every problem a payment field rule can answer, as the key its text is kept under. The widget
 * shows these and the payments API answers them, from the same texts (`./text/<language>`).
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.format',
  'validation.amount.format',
  'validation.amount.precision',
  'validation.amount.range',
  'validation.amount.positive',
  'validation.amount.min',
  'validation.amount.max',
  'validation.attachment.type',
  'validation.attachment.size',
  'validation.attachment.upload',
  'validation.card_expiry_date.format',
  'validation.card_expiry_date.past',
  'validation.card_expiry_date.too_far',
  'validation.card_holder.length',
  'validation.card_holder.characters',
  'validation.card_number.format',
  'validation.card_number.length',
  'validation.card_number.luhn',
  'validation.checkbox.required',
  'validation.code.charset',
  'validation.code.length',
  'validation.crypto_address.format',
  'validation.crypto_address.network',
  'validation.crypto_address.checksum',
  'validation.crypto_account',
  'validation.cvv.length',
  'validation.date.format',
  'validation.date.future',
  'validation.date.min_age',
  'validation.email.format',
  'validation.hidden.changed',
  'validation.iban.format',
  'validation.iban.country',
  'validation.iban.length',
  'validation.iban.checksum',
  'validation.metamask.connect',
  'validation.select.option',
  'validation.tel.format',
  'validation.text.min_length',
  'validation.text.max_length',
  'validation.text.pattern',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** A problem with a value, as a text key (`validation.card_number.luhn`) and its parameters. */
export interface ValidationMessage {
  key: ValidationKey;
  params?: Readonly<Record<string, string | number>>;
}

/** A file chosen in the browser, as the attachment rule sees it (a browser `File` fits). */
export interface AttachmentInput {
  name: string;
  type: string;
  size: number;
}

/**
 * A field's value: text as typed, a checkbox's state, a chosen file (in the widget; the payments
 * API receives the upload's id as text), or nothing yet.
 */
export type FieldInput = string | boolean | AttachmentInput | null | undefined;

/** A phone number read as an international number: E.164 (`+4930123456`) when valid. */
export type PhoneResult = { ok: true; e164: string; country: string | undefined } | { ok: false };

/**
 * The checks too large for a browser's first load (phone metadata, address checksums). The server
 * passes both; the widget passes each once it has loaded, and checks the shape until then.
 */
export interface FieldCheckers {
  readonly parsePhone?: ((value: string) => PhoneResult) | undefined;
  readonly isValidAddress?: ((network: CryptoNetworkId, address: string) => boolean) | undefined;
}

/** What the rules need besides the field and its value. */
export interface ValidationContext {
  /** The amount field's exponent and the method's limits, in minor units. */
  amount?: { exponent: number; min?: number; max?: number };
  /** Locale the amount is typed in (its decimal mark); default `en`. */
  locale?: string;
  /** The card number typed in the same form: the CVV length follows its scheme. */
  cardNumber?: string;
  /** The brand of the saved card paid with (`visa`, `american-express`): its CVV length. */
  cardBrand?: string;
  /** The network chosen for a multi-protocol crypto address. */
  cryptoNetwork?: string;
  /** The currency paid in: a crypto account must be its own, a crypto address on its networks. */
  currency?: string;
  /** Today; defaults to the clock (expiry dates, minimum age), read in UTC on every side. */
  now?: Date;
  checkers?: FieldCheckers;
}

/** Builds a message; leaves `params` out when there are none. */
export function message(
  key: ValidationKey,
  params?: Readonly<Record<string, string | number>>,
): ValidationMessage {
  return params === undefined ? { key } : { key, params };
}

/**
 * The keys whose text counts (`params.count`): kept as `key_one`, `key_other`… and picked by the
 * language's plural rule (`formatMessage`), so Arabic reads 3 أحرف and 11 حرفًا, English 1 digit.
 */
export const COUNTING_VALIDATION_KEYS = [
  'validation.code.length',
  'validation.cvv.length',
  'validation.date.min_age',
  'validation.text.min_length',
  'validation.text.max_length',
] as const satisfies readonly ValidationKey[];
type CountingKey = (typeof COUNTING_VALIDATION_KEYS)[number];

/**
 * A language's texts of every validation key; `{name}` stands for the parameter `name`. A
 * counting key has an `_other` form and the other forms its language needs (the catalogue tests
 * check them against `Intl.PluralRules`).
 */
export type ValidationText = Readonly<
  Record<Exclude<ValidationKey, CountingKey>, string> &
    Record<`${CountingKey}_other`, string> &
    Partial<Record<`${CountingKey}_${Exclude<Intl.LDMLPluralRule, 'other'>}`, string>>
>;
