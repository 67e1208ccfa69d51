import type { FieldDefinition, TEXT_LIKE_FIELD_TYPES } from '@playfront/contracts';
import { isIbanFieldName } from './iban.ts';
import {
  message,
  type AttachmentInput,
  type FieldInput,
  type ValidationContext,
  type ValidationMessage,
  type ValidationMode,
} from './messages.ts';
import { validateAmount } from './rules/amount.ts';
import { validateAttachment } from './rules/attachment.ts';
import { validateCardExpiryDate } from './rules/card-expiry-date.ts';
import { validateCardNumber } from './rules/card-number.ts';
import { validateCheckbox } from './rules/checkbox.ts';
import { validateCryptoAddress } from './rules/crypto-address.ts';
import { validateCvv } from './rules/cvv.ts';
import { validateDate } from './rules/date.ts';
import { validateEmail } from './rules/email.ts';
import { validateIban } from './rules/iban.ts';
import { validateSelect } from './rules/select.ts';
import { validateTel } from './rules/tel.ts';
import { validateCode, validateText } from './rules/text.ts';
import { cardDigits } from '../cards/detect-card.ts';

/** Options of `validateField`. */
export interface ValidateFieldOptions {
  /**
   * `blur`: the player left the field; an empty field is not reported yet (they may come back).
   * `submit`: the form is being sent; a required field left empty is `validation.required`.
   */
  mode: ValidationMode;
  context?: ValidationContext;
}

type TextLikeField = Extract<FieldDefinition, { type: (typeof TEXT_LIKE_FIELD_TYPES)[number] }>;

function isAttachment(value: FieldInput): value is AttachmentInput {
  return typeof value === 'object' && value !== null;
}

function isEmpty(value: FieldInput): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

function textLikeRule(
  field: TextLikeField,
  value: string,
  context: ValidationContext,
): ValidationMessage | null {
  switch (field.type) {
    case 'email':
      return validateEmail(value);
    case 'tel':
      return validateTel(value);
    case 'credit_card_number':
      return validateCardNumber(value);
    case 'cvv':
      return validateCvv(value, context);
    case 'card_expiry_date':
      return validateCardExpiryDate(value, context);
    case 'crypto_address':
      return validateCryptoAddress(value);
    case 'cashout_crypto_address':
      return validateCryptoAddress(value, field);
    case 'text':
    case 'textarea':
    case 'password':
    case 'card_holder':
      return isIbanFieldName(field.name) ? validateIban(value) : null;
  }
}

/**
 * Checks one field's value by its type (SPEC 5) and answers the first problem as an i18n
 * message key, or null. Fields the player does not type into (banner, button, MetaMask, deposit
 * address) always pass; a hidden field must keep its value.
 */
export function validateField(
  field: FieldDefinition,
  value: FieldInput,
  options: ValidateFieldOptions,
): ValidationMessage | null {
  const context = options.context ?? {};
  switch (field.type) {
    case 'banner':
    case 'button':
    case 'metamask':
    case 'deposit_crypto_address':
      return null;
    case 'hidden':
      return value === field.value ? null : message('validation.hidden.changed');
    case 'checkbox':
      return options.mode === 'submit' ? validateCheckbox(value === true, field.required) : null;
    default:
      break;
  }

  if (isEmpty(value)) {
    return field.required && options.mode === 'submit' ? message('validation.required') : null;
  }

  if (field.type === 'attachment') {
    return isAttachment(value) ? validateAttachment(value, field) : message('validation.attachment.type');
  }
  if (typeof value !== 'string') return message('validation.format');

  switch (field.type) {
    case 'amount':
      return validateAmount(value, context);
    case 'code':
      return validateCode(value, field);
    case 'date':
      return validateDate(value, field, context);
    case 'select':
    case 'cascade_select':
    case 'crypto_currencies_account_select':
      return validateSelect(value, field);
    case 'multi_protocol_crypto_address':
      return validateCryptoAddress(value, field, context);
    default:
      if (field.readOnly === true) return null;
      // A card number is shown spaced by brand but checked, and sent, as its digits.
      return (
        textLikeRule(field, value, context) ??
        validateText(field.type === 'credit_card_number' ? cardDigits(value) : value, field)
      );
  }
}

/**
 * Checks a whole form on submit: a message per invalid field name. The CVV is checked against
 * the form's own card number unless the context names one.
 */
export function validateFields(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, FieldInput>>,
  context: ValidationContext = {},
): Record<string, ValidationMessage> {
  const cardField = fields.find((field) => field.type === 'credit_card_number');
  const cardNumber = cardField === undefined ? undefined : values[cardField.name];
  const formContext: ValidationContext =
    context.cardNumber === undefined && typeof cardNumber === 'string' ? { ...context, cardNumber } : context;
  const problems: Record<string, ValidationMessage> = {};
  for (const field of fields) {
    const problem = validateField(field, values[field.name], { mode: 'submit', context: formContext });
    if (problem !== null) problems[field.name] = problem;
  }
  return problems;
}
