import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardHolderError,
  cardNumberError,
  cvvError,
  expiryError,
  parseExpiry,
  passesLuhn,
} from './card.ts';

/** Appends the Luhn check digit to `body`. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
}

const NOW = Date.UTC(2026, 10, 21);

describe('given card numbers', () => {
  it('should accept every number with its Luhn check digit and refuse any single wrong digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          const number = withCheckDigit(body);
          expect(passesLuhn(number)).toBe(true);
          const index = at % number.length;
          const changed = `${number.slice(0, index)}${(Number(number[index]) + shift) % 10}${number.slice(index + 1)}`;
          expect(passesLuhn(changed)).toBe(false);
        },
      ),
    );
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
  ])('should tell %s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['4242 4242 4242 4242', undefined],
    ['4242-4242-4242-4242', undefined],
    ['4242424242424241', /not valid/],
    ['424242424242424', /Visa card number has 16, 18, 19 digits/],
    ['37828224631000', /American Express card number has 15 digits/],
    ['55555555555544445', /Mastercard card number has 16 digits/],
    ['4242abcd42424242', /digits only/],
  ])('should check %s', (number, error) => {
    const message = cardNumberError(number);
    if (error === undefined) expect(message).toBeUndefined();
    else expect(message).toMatch(error);
  });
});

describe('given expiry dates, security codes and names', () => {
  it.each([
    ['11/26', undefined],
    ['12/26', undefined],
    ['10/26', /expired/],
    ['01/2030', undefined],
    ['13/27', /MM\/YY/],
    ['1/27', /MM\/YY/],
    ['12/60', /too far/],
  ])('should check the expiry %s in November 2026', (value, error) => {
    const message = expiryError(value, NOW);
    if (error === undefined) expect(message).toBeUndefined();
    else expect(message).toMatch(error);
  });

  it('should read the expiry month and four-digit year', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('07 / 2029')).toEqual({ month: 7, year: 2029 });
  });

  it('should want 4 digits for American Express and 3 otherwise', () => {
    expect(cvvError('1234', '378282246310005')).toBeUndefined();
    expect(cvvError('123', '378282246310005')).toMatch(/4 digit/);
    expect(cvvError('123', '4242424242424242')).toBeUndefined();
    expect(cvvError('1234', '4242424242424242')).toMatch(/3 digit/);
    expect(cvvError('12a', undefined)).toMatch(/3 or 4/);
  });

  it('should take letters, spaces and punctuation of names only', () => {
    expect(cardHolderError("Zoë O'Neil-Smith Jr.")).toBeUndefined();
    expect(cardHolderError('12345')).toBeDefined();
    expect(cardHolderError('A')).toBeDefined();
  });
});
