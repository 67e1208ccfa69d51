import { message, type ValidationMessage } from '../messages.ts';

/** A required checkbox must be ticked (`validation.checkbox.required`), e.g. accepting the terms. */
export function validateCheckbox(checked: boolean, required: boolean): ValidationMessage | null {
  return required && !checked ? message('validation.checkbox.required') : null;
}
