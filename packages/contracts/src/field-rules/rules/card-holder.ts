import { message, type ValidationMessage } from '../messages.ts';

/** A name as embossed: 2 to 64 letters, with spaces, dots, apostrophes and hyphens between. */
const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** The card holder's name, as schemes print it. */
export function validateCardHolder(value: string): ValidationMessage | null {
  const name = value.trim();
  const length = Array.from(name).length;
  if (length < 2 || length > 64) return message('validation.card_holder.length', { min: 2, max: 64 });
  return HOLDER_NAME.test(name) ? null : message('validation.card_holder.characters');
}
