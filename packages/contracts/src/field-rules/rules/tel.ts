import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

// `+`, a country code and 6 to 14 more digits (E.164), once spaces, dashes, dots and brackets go.
const INTERNATIONAL_SHAPE = /^\+[1-9]\d{6,14}$/;

/**
 * An international number. With the phone checker (libphonenumber-js) the number must exist in its
 * country's plan; without it (the widget before the metadata arrives) its E.164 shape is checked.
 */
export function validateTel(value: string, context: ValidationContext): ValidationMessage | null {
  const parsePhone = context.checkers?.parsePhone;
  const valid =
    parsePhone === undefined
      ? INTERNATIONAL_SHAPE.test(value.trim().replace(/[\s().-]/g, ''))
      : parsePhone(value).ok;
  return valid ? null : message('validation.tel.format');
}
