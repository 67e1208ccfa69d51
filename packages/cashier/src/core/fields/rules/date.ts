import type { FieldDefinition } from '@playfront/contracts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

type DateField = Extract<FieldDefinition, { type: 'date' }>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date `YYYY-MM-DD` that exists (`validation.date.format`), not in the future
 * (`.future`), and for a birth date at least `minAgeYears` ago (`.min_age` with `years`).
 */
export function validateDate(
  value: string,
  field: DateField,
  context: ValidationContext,
): ValidationMessage | null {
  const match = ISO_DATE.exec(value);
  if (!match) return message('validation.date.format');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return message('validation.date.format');
  }
  const now = context.now ?? new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  if (date.getTime() > today) return message('validation.date.future');
  if (field.minAgeYears !== undefined) {
    const latest = Date.UTC(now.getFullYear() - field.minAgeYears, now.getMonth(), now.getDate());
    if (date.getTime() > latest) return message('validation.date.min_age', { years: field.minAgeYears });
  }
  return null;
}
