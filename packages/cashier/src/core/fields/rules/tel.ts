import { loadedPhoneValidator } from '../on-demand-validators.ts';
import { message, type ValidationMessage } from '../messages.ts';

// `+`, a country code and 6 to 14 more digits (E.164), once spaces, dashes, dots and brackets go.
const INTERNATIONAL_SHAPE = /^\+[1-9]\d{6,14}$/;

/**
 * A phone number in international form, `+` and country code first (`validation.tel.format`).
 * Checked against the numbering plans once the phone validator has loaded, by shape before.
 */
export function validateTel(value: string): ValidationMessage | null {
  const phone = loadedPhoneValidator();
  const valid =
    phone === undefined
      ? INTERNATIONAL_SHAPE.test(value.trim().replace(/[\s().-]/g, ''))
      : phone.parseInternationalPhone(value).ok;
  return valid ? null : message('validation.tel.format');
}
