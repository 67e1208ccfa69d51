import { electronicFormatIBAN, friendlyFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { BankAccountFieldName } from '../payments/field-types.ts';

/**
 * The bank-account field names that hold an IBAN (the server checks these by country length and
 * mod 97); the other bank-account names hold local account numbers or ids.
 */
export const IBAN_FIELD_NAMES = [
  'iban',
  'bankiban',
  'bankintiban',
  'iban_cashout',
  'bankIBAN',
] as const satisfies readonly BankAccountFieldName[];

/** True when a field named `name` holds an IBAN. */
export function isIbanFieldName(name: string): boolean {
  return (IBAN_FIELD_NAMES as readonly string[]).includes(name);
}

/** Why an IBAN is wrong, or null when it is valid. */
export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** The IBAN without spaces, upper case: `DE89 3704 …` gives `DE893704…`. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** The IBAN in groups of four for display. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? '';
}

/** Checks an IBAN (ibantools: country, length, format, mod-97 checksum). */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normalizeIban(value);
  // Garbage is "not an IBAN", before any question of its country.
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban)) return 'format';
  const result = validateIBAN(iban);
  if (result.valid) return null;
  const [first] = result.errorCodes;
  switch (first) {
    case ValidationErrorsIBAN.NoIBANCountry:
      return 'country';
    case ValidationErrorsIBAN.WrongBBANLength:
      return 'length';
    case ValidationErrorsIBAN.WrongIBANChecksum:
      return 'checksum';
    default:
      return 'format';
  }
}
