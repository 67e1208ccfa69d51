/**
 * Payment form field types and the bank-account field names (SPEC 3), written once here.
 * The cashier's field registry is typed `Record<FieldType, FieldComponent>`, so a type added
 * here fails to compile until it has a component.
 */

/** Every payment form field type, in the order of SPEC section 3. */
export const FIELD_TYPES = [
  'attachment',
  'amount',
  'email',
  'credit_card_number',
  'text',
  'card_holder',
  'card_expiry_date',
  'tel',
  'cvv',
  'textarea',
  'password',
  'crypto_address',
  'multi_protocol_crypto_address',
  'metamask',
  'deposit_crypto_address',
  'cashout_crypto_address',
  'select',
  'cascade_select',
  'banner',
  'crypto_currencies_account_select',
  'button',
  'checkbox',
  'hidden',
  'date',
  'code',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * Field names that carry a bank account (SPEC 3). Fields with these names hold account data:
 * they are masked in logs and saved profiles, and `display_*` names are read-only echoes of a
 * saved account.
 */
export const BANK_ACCOUNT_FIELD_NAMES = [
  'bankiban',
  'bankintiban',
  'iban_cashout',
  'account_identifier',
  'accountNumber',
  'iban',
  'display_iban',
  'display_account_identifier',
  'bankAccountId',
  'bankIBAN',
] as const;
export type BankAccountFieldName = (typeof BANK_ACCOUNT_FIELD_NAMES)[number];

/** True when `name` is one of the spec's bank-account field names. */
export function isBankAccountFieldName(name: string): name is BankAccountFieldName {
  return (BANK_ACCOUNT_FIELD_NAMES as readonly string[]).includes(name);
}
