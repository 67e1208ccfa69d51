import type { FieldDefinition } from '@playfront/contracts';
import { message, type ValidationMessage } from '../messages.ts';

type ChoiceField = Extract<
  FieldDefinition,
  { type: 'select' | 'cascade_select' | 'crypto_currencies_account_select' }
>;

/** The values a choice field offers; a cascade's are `group:option` (`TH:kbank`). */
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

/** One of the offered values (`validation.select.option`). */
export function validateSelect(value: string, field: ChoiceField): ValidationMessage | null {
  return choiceValues(field).includes(value) ? null : message('validation.select.option');
}
