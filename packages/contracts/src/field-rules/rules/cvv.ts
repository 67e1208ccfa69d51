import { cvvLengthOfBrand, detectCard } from '../cards.ts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

/**
 * The CVV's length follows the card's scheme: the number typed in the same form, else the saved
 * card's brand (a saved card still asks its code: it is never stored), else 3.
 */
export function validateCvv(value: string, context: ValidationContext): ValidationMessage | null {
  const length =
    context.cardNumber !== undefined
      ? detectCard(context.cardNumber).cvvLength
      : context.cardBrand !== undefined
        ? cvvLengthOfBrand(context.cardBrand)
        : 3;
  return new RegExp(`^\\d{${length}}$`).test(value.trim())
    ? null
    : message('validation.cvv.length', { count: length });
}
