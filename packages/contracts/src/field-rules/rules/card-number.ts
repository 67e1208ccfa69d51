import { cardDigits, detectCard, passesLuhn } from '../cards.ts';
import { message, type ValidationMessage } from '../messages.ts';

/**
 * Lengths of a number whose scheme the detection data does not know (Troy, RuPay, Dankort and
 * other domestic schemes the catalogue offers): ISO/IEC 7812 allows 12 to 19 digits, and the
 * acquirer decides.
 */
const UNKNOWN_SCHEME_LENGTHS: readonly number[] = [12, 13, 14, 15, 16, 17, 18, 19];

/**
 * A card number: digits, spaces and dashes only (`validation.card_number.format`), one of its
 * scheme's lengths (`.length`; Visa 16, 18, 19, Mastercard 16, American Express 15), a correct
 * Luhn digit (`.luhn`).
 */
export function validateCardNumber(value: string): ValidationMessage | null {
  if (!/^[\d\s-]+$/.test(value.trim())) return message('validation.card_number.format');
  const digits = cardDigits(value);
  const card = detectCard(digits);
  const lengths = card.brand === null ? UNKNOWN_SCHEME_LENGTHS : card.lengths;
  if (!lengths.includes(digits.length)) {
    return message('validation.card_number.length', { lengths: lengths.join(', ') });
  }
  if (!passesLuhn(digits)) return message('validation.card_number.luhn');
  return null;
}
