import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

/** How far ahead an expiry date may lie; schemes issue cards for at most about that long. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

const EXPIRY_PATTERN = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** A card's expiry month. */
export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/** Reads `MM/YY` or `MM/YYYY` (`4/27`, `04 / 2027`), or undefined. */
export function parseExpiry(value: string): CardExpiry | undefined {
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  if (month < 1 || month > 12) return undefined;
  return { month, year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText) };
}

/** `MM/YY` or `MM/YYYY`, this month or later (a card is valid through its expiry month, in UTC). */
export function validateCardExpiryDate(value: string, context: ValidationContext): ValidationMessage | null {
  const parsed = parseExpiry(value);
  if (parsed === undefined) return message('validation.card_expiry_date.format');
  const { month, year } = parsed;
  const now = context.now ?? new Date();
  // Months since year 0 compare without time zones or day counts.
  const expiry = year * 12 + (month - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry < current) return message('validation.card_expiry_date.past');
  if (expiry > current + MAX_EXPIRY_YEARS_AHEAD * 12) return message('validation.card_expiry_date.too_far');
  return null;
}
