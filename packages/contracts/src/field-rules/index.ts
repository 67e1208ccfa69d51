/**
 * `@playfront/contracts/field-rules`: the one implementation of every payment field rule, used by
 * the cashier as the player types and by the payments API on every submit. Rules answer a text
 * key and its parameters (`{ key, params }`); the texts are in `./text/<language>`.
 */
export { validateField } from './validate-field.ts';
export type { ValidateFieldOptions } from './validate-field.ts';
export { validateFields } from './validate-form.ts';
export { fieldsToFill, SAVED_CARD_FIELD_TYPES } from './saved-card.ts';
export { message, VALIDATION_KEYS, VALIDATION_MODES } from './messages.ts';
export type {
  AttachmentInput,
  FieldCheckers,
  FieldInput,
  PhoneResult,
  ValidationContext,
  ValidationKey,
  ValidationMessage,
  ValidationMode,
  ValidationText,
} from './messages.ts';
export { formatIban, IBAN_FIELD_NAMES, ibanProblem, isIbanFieldName, normalizeIban } from './iban.ts';
export type { IbanProblem } from './iban.ts';
export {
  cardBrand,
  cardBrandLabel,
  cardDigits,
  cvvLengthOfBrand,
  detectCard,
  formatCardNumber,
  passesLuhn,
} from './cards.ts';
export type { CardInfo } from './cards.ts';
export { ageInYears, parseIsoDate } from './rules/date.ts';
export type { CalendarDate } from './rules/date.ts';
export { choiceValues } from './rules/select.ts';
export { MAX_EXPIRY_YEARS_AHEAD, parseExpiry } from './rules/card-expiry-date.ts';
export type { CardExpiry } from './rules/card-expiry-date.ts';
