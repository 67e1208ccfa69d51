import { message, type FieldInput, type ValidationMessage } from '../messages.ts';

/** A box is ticked or not (nothing else); a required box must be ticked to go on. */
export function validateCheckbox(value: FieldInput, required: boolean): ValidationMessage | null {
  if (value !== undefined && value !== null && typeof value !== 'boolean')
    return message('validation.format');
  return required && value !== true ? message('validation.checkbox.required') : null;
}
