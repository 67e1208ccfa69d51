import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDigits, detectCard, formatCardNumber, passesLuhn } from './cards.ts';

/** Appends the Luhn check digit to `body`. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable: one of ten digits always completes a Luhn number');
}

// Prefixes no other scheme claims, so the detected brand is unambiguous.
const BRANDS = [
  { brand: 'visa', prefix: '4242', lengths: [16, 18, 19], cvvLength: 3 },
  { brand: 'mastercard', prefix: '5555', lengths: [16], cvvLength: 3 },
  { brand: 'american-express', prefix: '3782', lengths: [15], cvvLength: 4 },
] as const;

const cardOf = (prefix: string, length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), {
      minLength: length - prefix.length - 1,
      maxLength: length - prefix.length - 1,
    })
    .map((digits) => withCheckDigit(prefix + digits.join('')));

describe('given the spec card data', () => {
  it.each(BRANDS)(
    'should give $brand its lengths and CVV length',
    ({ brand, prefix, lengths, cvvLength }) => {
      const card = detectCard(prefix);
      expect(card.brand).toBe(brand);
      expect(card.lengths).toEqual(lengths);
      expect(card.cvvLength).toBe(cvvLength);
    },
  );

  it('should space Visa at 4-8-12 and American Express at 4-10', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782 8224 6310 0051 234')).toBe('3782 822463 10005');
  });
});

describe('given known test cards', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['4000000000000002', 'visa'],
    ['4000000000003220', 'visa'],
  ])('should accept %s as a valid %s', (number, brand) => {
    const card = detectCard(number);
    expect(card.brand).toBe(brand);
    expect(card.isValid).toBe(true);
  });

  it('should read digits through spaces and dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(detectCard('4242 4242 4242 4242').isValid).toBe(true);
  });
});

describe('given generated card numbers', () => {
  for (const { brand, prefix, lengths } of BRANDS) {
    for (const length of lengths) {
      it(`should accept every Luhn-valid ${brand} number of length ${length}`, () => {
        fc.assert(
          fc.property(cardOf(prefix, length), (number) => {
            const card = detectCard(number);
            expect(card.brand).toBe(brand);
            expect(card.isValid).toBe(true);
          }),
        );
      });

      it(`should refuse a ${brand} number of length ${length} with one digit changed`, () => {
        fc.assert(
          fc.property(
            cardOf(prefix, length),
            fc.integer({ min: prefix.length, max: length - 1 }),
            fc.integer({ min: 1, max: 9 }),
            (number, position, delta) => {
              const changed = (Number(number[position]) + delta) % 10;
              const mutated = number.slice(0, position) + String(changed) + number.slice(position + 1);
              expect(passesLuhn(mutated)).toBe(false);
              expect(detectCard(mutated).isValid).toBe(false);
            },
          ),
        );
      });
    }
  }

  it('should refuse a Luhn-valid number of a length its scheme does not have', () => {
    fc.assert(
      fc.property(cardOf('4242', 17), (number) => {
        expect(detectCard(number).isValid).toBe(false);
      }),
    );
  });
});

describe('given no digits', () => {
  it('should detect no brand and default to a 3-digit CVV', () => {
    const card = detectCard('');
    expect(card.brand).toBeNull();
    expect(card.cvvLength).toBe(3);
    expect(card.isValid).toBe(false);
  });
});
