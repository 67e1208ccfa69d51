import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanError, normalizeIban } from './iban.ts';

const VALID = [
  'DE89 3704 0044 0532 0130 00',
  'GB82 WEST 1234 5698 7654 32',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'se45 5000 0000 0583 9825 7466',
  'NO93 8601 1117 947',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
];

describe('given IBANs', () => {
  it.each(VALID)('should accept %s', (iban) => {
    expect(ibanError(iban)).toBeUndefined();
  });

  it('should refuse any one changed digit of a valid IBAN', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID), fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        const normal = normalizeIban(iban);
        const digits = Array.from(normal)
          .map((char, index) => (/\d/.test(char) && index >= 2 ? index : -1))
          .filter((i) => i >= 0);
        const index = digits[at % digits.length]!;
        const changed = `${normal.slice(0, index)}${(Number(normal[index]) + shift) % 10}${normal.slice(index + 1)}`;
        expect(ibanError(changed)).toBeDefined();
      }),
    );
  });

  it.each([
    ['DE89 3704 0044 0532 0130 0', /22 characters/],
    ['XX89 3704 0044 0532 0130 00', /country/],
    ['3704 0044 0532 0130 00', /two letters/],
  ])('should explain what is wrong with %s', (iban, error) => {
    expect(ibanError(iban)).toMatch(error);
  });
});
