import type { FieldDefinition, TEXT_LIKE_FIELD_TYPES } from '../payments/field-definition.ts';
import { cardDigits } from './cards.ts';
import { isIbanFieldName, normalizeIban } from './iban.ts';
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
import { validateCardHolder } from './rules/card-holder.ts';
import { validateCardNumber } from './rules/card-number.ts';
import { validateCheckbox } from './rules/checkbox.ts';
import { validateCryptoAddress, validateCurrencyAddress } from './rules/crypto-address.ts';
import { validateCvv } from './rules/cvv.ts';
import { validateDate } from './rules/date.ts';
import { validateEmail } from './rules/email.ts';
import { validateIban } from './rules/iban.ts';
import { validateMetamask } from './rules/metamask.ts';
import { validateSelect } from './rules/select.ts';
import { validateTel } from './rules/tel.ts';
import { validateCode, validateText } from './rules/text.ts';

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
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The type's own rule, then the definition's bounds on the value as it is kept. */
function textLikeProblem(
  field: TextLikeField,
  value: string,
  context: ValidationContext,
): ValidationMessage | null {
  switch (field.type) {
    case 'email':
      return validateEmail(value) ?? validateText(value.trim(), field);
    case 'tel':
      return validateTel(value, context) ?? validateText(value.trim(), field);
    case 'credit_card_number':
      // A card number is shown spaced by brand but checked, and sent, as its digits.
      return validateCardNumber(value) ?? validateText(cardDigits(value), field);
    case 'cvv':
      return validateCvv(value, context);
    case 'card_expiry_date':
      return validateCardExpiryDate(value, context);
    case 'card_holder':
      return validateCardHolder(value) ?? validateText(value.trim(), field);
    // The address rule checks the field's pattern (with its own message); the bounds come after.
    case 'crypto_address':
      return (
        validateCurrencyAddress(value, field.pattern, context) ??
        validateText(value.trim(), { minLength: field.minLength, maxLength: field.maxLength })
      );
    case 'cashout_crypto_address':
      return (
        validateCryptoAddress(value, field, context) ??
        validateText(value.trim(), { minLength: field.minLength, maxLength: field.maxLength })
      );
    case 'password':
      return validateText(value, field);
    case 'text':
    case 'textarea':
      if (isIbanFieldName(field.name))
        return validateIban(value) ?? validateText(normalizeIban(value), field);
      return validateText(value.trim(), field);
  }
}

/**
 * Checks one field's value by its type (SPEC 5) and answers the first problem as a text key with
 * its parameters, or null. The one implementation of every payment field rule: the cashier checks
 * as the player types, the payments API checks every submit, and both answer the same.
 * Fields the player does not fill in (banner, button, deposit address) always pass; a hidden
 * field must keep its value; a read-only field is the server's own echo.
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
    case 'deposit_crypto_address':
      return null;
    case 'hidden':
      return value === undefined || value === field.value ? null : message('validation.hidden.changed');
    case 'checkbox':
      return options.mode === 'submit' || value !== undefined
        ? validateCheckbox(value, options.mode === 'submit' && field.required)
        : null;
    default:
      break;
  }

  if (isEmpty(value)) {
    return field.required && options.mode === 'submit' ? message('validation.required') : null;
  }

  if (field.type === 'attachment') {
    return isAttachment(value) || typeof value === 'string'
      ? validateAttachment(value, field)
      : message('validation.attachment.type');
  }
  if (typeof value !== 'string') return message('validation.format');

  switch (field.type) {
    case 'amount':
      return validateAmount(value, context);
    case 'code':
      return validateCode(value.trim(), field);
    case 'date':
      return validateDate(value, field, context);
    case 'select':
    case 'cascade_select':
    case 'crypto_currencies_account_select':
      return validateSelect(value, field, context);
    case 'metamask':
      return validateMetamask(value);
    case 'multi_protocol_crypto_address':
      return validateCryptoAddress(value, field, context);
    default:
      if (field.readOnly === true) return null;
      return textLikeProblem(field, value, context);
  }
}
