/** How a field is being checked: when it loses focus (`blur`) or when the form is sent (`submit`). */
export const VALIDATION_MODES = ['blur', 'submit'] as const;
export type ValidationMode = (typeof VALIDATION_MODES)[number];

/** A problem with a value, as an i18n key (`validation.card_number.luhn`) and its parameters. */
export interface ValidationMessage {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** An uploaded file as the attachment rule sees it (a browser `File` fits). */
export interface AttachmentInput {
  name: string;
  type: string;
  size: number;
}

/** A field's value: text as typed, a checkbox's state, a chosen file, or nothing yet. */
export type FieldInput = string | boolean | AttachmentInput | null | undefined;

/** What the rules need besides the field and its value. */
export interface ValidationContext {
  /** The amount field's exponent and the method's limits, in minor units. */
  amount?: { exponent: number; min?: number; max?: number };
  /** Locale the amount is typed in (its decimal mark); default `en`. */
  locale?: string;
  /** The card number typed in the same form: the CVV length follows its scheme. */
  cardNumber?: string;
  /** The network chosen for a multi-protocol crypto address. */
  cryptoNetwork?: string;
  /** Today; defaults to the clock (expiry dates, minimum age). */
  now?: Date;
}

/** Builds a message; leaves `params` out when there are none. */
export function message(key: string, params?: Readonly<Record<string, string | number>>): ValidationMessage {
  return params === undefined ? { key } : { key, params };
}
