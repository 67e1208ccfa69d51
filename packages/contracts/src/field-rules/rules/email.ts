import { message, type ValidationMessage } from '../messages.ts';

// One @, no spaces, a dot in the domain: what a mailbox needs; the server confirms the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An e-mail address (`validation.email.format`), at most 254 characters. */
export function validateEmail(value: string): ValidationMessage | null {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : message('validation.email.format');
}
