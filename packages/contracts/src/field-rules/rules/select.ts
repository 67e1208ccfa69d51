import type { FieldDefinition } from '../../payments/field-definition.ts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

type ChoiceField = Extract<
  FieldDefinition,
  { type: 'select' | 'cascade_select' | 'crypto_currencies_account_select' }
>;

/** The values a choice field accepts: a cascade's are `group:option` (`TH:kbank`). */
export function choiceValues(field: ChoiceField): readonly string[] {
  switch (field.type) {
    case 'select':
      return field.options.map((option) => option.value);
    case 'cascade_select':
      return field.options.flatMap((group) =>
        group.options.map((option) => `${group.value}:${option.value}`),
      );
    case 'crypto_currencies_account_select':
      return field.currencies;
  }
}

/** A cascade's second pick alone (`kbank`) names it as well as with its group (`TH:kbank`). */
function isBarePick(field: ChoiceField, value: string): boolean {
  return (
    field.type === 'cascade_select' &&
    !value.includes(':') &&
    field.options.some((group) => group.options.some((option) => option.value === value))
  );
}

/** One of the field's choices; a crypto account must be the one of the currency paid in. */
export function validateSelect(
  value: string,
  field: ChoiceField,
  context: ValidationContext,
): ValidationMessage | null {
  if (!choiceValues(field).includes(value) && !isBarePick(field, value))
    return message('validation.select.option');
  if (
    field.type === 'crypto_currencies_account_select' &&
    context.currency !== undefined &&
    value !== context.currency
  ) {
    return message('validation.crypto_account');
  }
  return null;
}
