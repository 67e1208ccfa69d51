import { detectCard } from '../../cards/detect-card.ts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

/**
 * A security code: digits only, 4 for American Express and 3 otherwise (the scheme of the card
 * number in the same form): `validation.cvv.length` with the expected `length`.
 */
export function validateCvv(value: string, context: ValidationContext): ValidationMessage | null {
  const length = context.cardNumber === undefined ? 3 : detectCard(context.cardNumber).cvvLength;
  return new RegExp(`^\\d{${length}}$`).test(value) ? null : message('validation.cvv.length', { length });
}
