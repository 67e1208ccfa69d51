/** Calendar dates as `YYYY-MM-DD`, and the age a birth date gives at a moment. */

import { ENGLISH_TEXT, type PlayerText } from '../../player-text/player-text.ts';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A real calendar date (no 31 April, 29 February only in leap years), or undefined. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : undefined;
}

/** Whole years from `date` to `now` (UTC). */
export function ageInYears(date: CalendarDate, now: number): number {
  const today = new Date(now);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = month > date.month || (month === date.month && day >= date.day);
  return year - date.year - (hadBirthday ? 0 : 1);
}

/** Why the date is not valid (or too recent for `minAgeYears`), or undefined. */
export function dateError(
  value: string,
  now: number,
  minAgeYears?: number,
  text: PlayerText = ENGLISH_TEXT,
): string | undefined {
  const date = parseIsoDate(value);
  if (date === undefined) return text('date.format');
  if (Date.UTC(date.year, date.month - 1, date.day) > now) return text('date.future');
  if (minAgeYears !== undefined && ageInYears(date, now) < minAgeYears) {
    return text('date.min_age', { years: minAgeYears });
  }
  return undefined;
}
