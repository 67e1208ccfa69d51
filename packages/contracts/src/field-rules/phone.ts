import { parsePhoneNumberFromString } from 'libphonenumber-js';

import type { PhoneResult } from './messages.ts';

/** Parses an international number (`+49 30 123456`); a number without `+` and country code is refused. */
export function parseInternationalPhone(value: string): PhoneResult {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return { ok: false };
  const phone = parsePhoneNumberFromString(trimmed);
  if (!phone?.isValid()) return { ok: false };
  return { ok: true, e164: phone.number, country: phone.country };
}
