import creditCardType from 'credit-card-type';
import cardValidator from 'card-validator';

/** What the cashier knows about a card number as it is typed. */
export interface CardInfo {
  /** credit-card-type's id (`visa`, `mastercard`, `american-express`, …), or null when no scheme matches. */
  brand: string | null;
  /** The scheme's display name (`Visa`, `American Express`), or null. */
  niceType: string | null;
  /** Digit positions after which the number is spaced (`[4, 8, 12]` for Visa, `[4, 10]` for Amex). */
  gaps: readonly number[];
  /** Allowed lengths (Visa 16, 18, 19; Mastercard 16; American Express 15). */
  lengths: readonly number[];
  /** Length of the security code: 4 for American Express, else 3. */
  cvvLength: number;
  /** The digits typed so far could still become a valid number. */
  isPotentiallyValid: boolean;
  /** A known scheme, one of its lengths and a correct Luhn check digit. */
  isValid: boolean;
}

const DEFAULT_GAPS: readonly number[] = [4, 8, 12];

/** Keeps only the digits of `value` (spaces and dashes as typed are dropped). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn (mod 10) check over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Detects the card scheme of `value` and judges it (credit-card-type + card-validator). */
export function detectCard(value: string): CardInfo {
  const digits = cardDigits(value);
  const [match] = digits === '' ? [] : creditCardType(digits);
  const verdict = cardValidator.number(digits);
  return {
    brand: match?.type ?? null,
    niceType: match?.niceType ?? null,
    gaps: match?.gaps ?? DEFAULT_GAPS,
    lengths: match?.lengths ?? [],
    cvvLength: match?.code.size ?? 3,
    isPotentiallyValid: verdict.isPotentiallyValid,
    isValid: match !== undefined && match.lengths.includes(digits.length) && passesLuhn(digits),
  };
}

/** Spaces the digits of `value` at the scheme's gaps: `4242 4242 4242 4242`, `3782 822463 10005`. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value);
  const { gaps, lengths } = detectCard(digits);
  const limit = lengths.length > 0 ? Math.max(...lengths) : 19;
  const kept = digits.slice(0, limit);
  let out = '';
  for (let index = 0; index < kept.length; index += 1) {
    if (index > 0 && gaps.includes(index)) out += ' ';
    out += kept[index] ?? '';
  }
  return out;
}

/** The security code's length for a scheme id (`american-express`: 4); 3 for an unknown one. */
export function cvvLengthOfBrand(brand: string): number {
  // getTypeInfo is typed as always finding one, but finds nothing for an id it does not know.
  const known = (Object.values(creditCardType.types) as readonly string[]).includes(brand);
  return known ? creditCardType.getTypeInfo(brand).code.size : 3;
}

/** The scheme id of a card number (`visa`, `american-express`), or `unknown`. */
export function cardBrand(value: string): string {
  return detectCard(value).brand ?? 'unknown';
}

/** The scheme's display name (`Visa`, `American Express`), or `Card` when no scheme matches. */
export function cardBrandLabel(value: string): string {
  return detectCard(value).niceType ?? 'Card';
}
