/** The text-like types that share one field shape (`cashout_crypto_address` has its own). */
export const TEXT_INPUT_FIELD_TYPES = [
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
] as const;

/** Field types entered as one line or block of text, checked by their type's rule and these bounds. */
export const TEXT_LIKE_FIELD_TYPES = [...TEXT_INPUT_FIELD_TYPES, 'cashout_crypto_address'] as const;

/** What a form button does besides submitting. */
export const BUTTON_INTENTS = ['oauth_login', 'bank_link', 'open_url', 'copy_value'] as const;
export type ButtonIntent = (typeof BUTTON_INTENTS)[number];

export type {
  SelectOption,
  CascadeGroup,
  CryptoNetwork,
  FieldDefinition,
} from './field-definition.schema.ts';
