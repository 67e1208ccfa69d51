import { parseInternationalPhone } from '../phone.ts';
import { message, type ValidationMessage } from '../messages.ts';

/** A phone number in international form, `+` and country code first (`validation.tel.format`). */
export function validateTel(value: string): ValidationMessage | null {
  return parseInternationalPhone(value).ok ? null : message('validation.tel.format');
}
