/**
 * Card data checks, as the cashier makes them and the server repeats them: card scheme by
 * number prefix with that scheme's lengths (SPEC 5: Visa 16, 18 or 19 digits; Mastercard 16;
 * American Express 15 with a 4-digit security code), the Luhn check digit, an expiry that has
 * not passed and a security code of the scheme's length. Messages are for the player, in
 * the language of `text` (English by default).
 */

import { ENGLISH_TEXT, type PlayerText } from '../../player-text/player-text.ts';

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'maestro' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

interface Scheme {
  readonly brand: CardBrand;
  readonly label: string;
  readonly prefix: RegExp;
  readonly lengths: readonly number[];
  readonly cvvLength: 3 | 4;
}

/** Checked in order: the first matching prefix names the scheme. */
const SCHEMES: readonly Scheme[] = [
  { brand: 'amex', label: 'American Express', prefix: /^3[47]/, lengths: [15], cvvLength: 4 },
  { brand: 'visa', label: 'Visa', prefix: /^4/, lengths: [16, 18, 19], cvvLength: 3 },
  {
    brand: 'mastercard',
    label: 'Mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    cvvLength: 3,
  },
  {
    brand: 'maestro',
    label: 'Maestro',
    prefix: /^(5018|5020|5038|5893|6304|6759|676[1-3])/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvvLength: 3,
  },
  { brand: 'discover', label: 'Discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 19], cvvLength: 3 },
  { brand: 'diners', label: 'Diners Club', prefix: /^(36|38|30[0-5])/, lengths: [14, 16, 19], cvvLength: 3 },
  { brand: 'jcb', label: 'JCB', prefix: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19], cvvLength: 3 },
  { brand: 'unionpay', label: 'UnionPay', prefix: /^62/, lengths: [16, 17, 18, 19], cvvLength: 3 },
];

/** Schemes the table does not know (national schemes): any 12 to 19 digits passing Luhn. */
const UNKNOWN: Scheme = {
  brand: 'unknown',
  label: 'Card',
  prefix: /^/,
  lengths: [12, 13, 14, 15, 16, 17, 18, 19],
  cvvLength: 3,
};

/** The number as typed, without the spaces and dashes people put in. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

function schemeOf(digits: string): Scheme {
  return SCHEMES.find((scheme) => scheme.prefix.test(digits)) ?? UNKNOWN;
}

export function cardBrand(digits: string): CardBrand {
  return schemeOf(digits).brand;
}

/** `Visa`, `American Express`, or `Card` for a scheme the table does not know. */
export function cardBrandLabel(digits: string): string {
  return schemeOf(digits).label;
}

/** The Luhn (mod 10) check over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why the card number is not valid, or undefined when it is. */
export function cardNumberError(value: string, text: PlayerText = ENGLISH_TEXT): string | undefined {
  const digits = cardDigits(value);
  if (!/^\d+$/.test(digits)) return text('card.number_digits');
  const scheme = schemeOf(digits);
  if (!scheme.lengths.includes(digits.length)) {
    return scheme.brand === 'unknown'
      ? text('card.number_full')
      : text('card.number_length', { brand: scheme.label, lengths: scheme.lengths.join(', ') });
  }
  return passesLuhn(digits) ? undefined : text('card.number_invalid');
}

export interface CardExpiry {
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** `MM/YY` (also `MM/YYYY`) as month and four-digit year, or undefined. */
export function parseExpiry(value: string): CardExpiry | undefined {
  const match = /^(0[1-9]|1[0-2])\s?\/\s?(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { month, year };
}

/** Why the expiry is not valid at `now`, or undefined. A card works to the end of its month. */
export function expiryError(value: string, now: number, text: PlayerText = ENGLISH_TEXT): string | undefined {
  const expiry = parseExpiry(value);
  if (expiry === undefined) return text('card.expiry_format');
  const today = new Date(now);
  const monthsNow = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const monthsCard = expiry.year * 12 + (expiry.month - 1);
  if (monthsCard < monthsNow) return text('card.expired');
  if (monthsCard > monthsNow + 20 * 12) return text('card.expiry_too_far');
  return undefined;
}

/** Why the security code does not fit the card, or undefined. American Express has 4 digits. */
export function cvvError(
  value: string,
  cardNumber: string | undefined,
  text: PlayerText = ENGLISH_TEXT,
): string | undefined {
  const length = cardNumber === undefined ? undefined : schemeOf(cardDigits(cardNumber)).cvvLength;
  if (length === undefined) return /^\d{3,4}$/.test(value) ? undefined : text('card.cvv_any');
  return new RegExp(`^\\d{${length}}$`).test(value) ? undefined : text('card.cvv_length', { length });
}

/** Why a cardholder name is not valid, or undefined: letters, spaces, `.`, `'` and `-`. */
export function cardHolderError(value: string, text: PlayerText = ENGLISH_TEXT): string | undefined {
  const name = value.trim();
  if (name.length < 2 || name.length > 64) return text('card.holder_length');
  return /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name) ? undefined : text('card.holder_characters');
}
