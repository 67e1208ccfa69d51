import { MIN_PLAYER_AGE_YEARS, type FieldDefinition } from '@playfront/contracts';
import { validateField, type ValidationMessage } from '@playfront/contracts/field-rules';

/** A player's birth date, checked by the same date rule as a payment form's (real, past, 18+). */
const BIRTH_DATE: FieldDefinition = {
  name: 'birthDate',
  labelKey: 'form.birthDate',
  type: 'date',
  required: false,
  minAgeYears: MIN_PLAYER_AGE_YEARS,
};

/** Why `value` cannot be a player's birth date, or null (null or absent: nothing to check). */
export function birthDateProblem(value: string | null | undefined, now: Date): ValidationMessage | null {
  if (value === null || value === undefined) return null;
  return validateField(BIRTH_DATE, value, { mode: 'submit', context: { now } });
}
