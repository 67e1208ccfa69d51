import type { FieldDefinition } from '../../payments/field-definition.ts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

type DateField = Extract<FieldDefinition, { type: 'date' }>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (`YYYY-MM-DD`). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A real calendar date from 1900 on (`2023-02-30` is not), or undefined. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : undefined;
}

/** Whole years from `date` to `now` (UTC): a birthday counts from its own day. */
export function ageInYears(date: CalendarDate, now: Date): number {
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const hadBirthday = month > date.month || (month === date.month && day >= date.day);
  return year - date.year - (hadBirthday ? 0 : 1);
}

/** A past (or today's) date; with `minAgeYears`, a birth date at least that many years ago. */
export function validateDate(
  value: string,
  field: DateField,
  context: ValidationContext,
): ValidationMessage | null {
  const date = parseIsoDate(value);
  if (date === undefined) return message('validation.date.format');
  const now = context.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (Date.UTC(date.year, date.month - 1, date.day) > today) return message('validation.date.future');
  if (field.minAgeYears !== undefined && ageInYears(date, now) < field.minAgeYears) {
    return message('validation.date.min_age', { count: field.minAgeYears });
  }
  return null;
}
