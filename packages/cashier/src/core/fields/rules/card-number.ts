import { cardDigits, detectCard, passesLuhn } from '../../cards/detect-card.ts';
import { message, type ValidationMessage } from '../messages.ts';

/**
 * A card number: digits and spaces only (`validation.card_number.format`), a known scheme
 * (`.brand`), one of its lengths (`.length`), a correct Luhn digit (`.luhn`).
 */
export function validateCardNumber(value: string): ValidationMessage | null {
  if (!/^[\d\s-]+$/.test(value)) return message('validation.card_number.format');
  const digits = cardDigits(value);
  const card = detectCard(digits);
  if (card.brand === null) return message('validation.card_number.brand');
  if (!card.lengths.includes(digits.length)) {
    return message('validation.card_number.length', { lengths: card.lengths.join(', ') });
  }
  if (!passesLuhn(digits)) return message('validation.card_number.luhn');
  return null;
}
