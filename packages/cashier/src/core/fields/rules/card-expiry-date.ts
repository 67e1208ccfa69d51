import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

/** How far ahead an expiry date may be; cards are issued for a few years, not decades. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

const EXPIRY_PATTERN = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/**
 * A card expiry `MM/YY` or `MM/YYYY` (`validation.card_expiry_date.format`), not past: a card is
 * good through the last day of its month (`.past`), nor more than 20 years ahead (`.too_far`).
 */
export function validateCardExpiryDate(value: string, context: ValidationContext): ValidationMessage | null {
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return message('validation.card_expiry_date.format');
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  if (month < 1 || month > 12) return message('validation.card_expiry_date.format');
  const now = context.now ?? new Date();
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // Months since year 0 compare without time zones or day counts.
  const expiry = year * 12 + (month - 1);
  const current = now.getFullYear() * 12 + now.getMonth();
  if (expiry < current) return message('validation.card_expiry_date.past');
  if (expiry > current + MAX_EXPIRY_YEARS_AHEAD * 12) return message('validation.card_expiry_date.too_far');
  return null;
}
