import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@playfront/contracts';
import { createNumberMask } from './number-mask.ts';

const minorUnits = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });

describe('given the number mask', () => {
  for (const exponent of [0, 2, 8]) {
    it(`should give back the value after format then unmask with exponent ${exponent}`, () => {
      const mask = createNumberMask({ scale: exponent, thousandsSeparator: ',' });
      fc.assert(
        fc.property(minorUnits, (minor) => {
          const decimal = minorToDecimal(minor, exponent, { trimTrailingZeros: true });
          expect(mask.unmask(mask.format(decimal))).toBe(decimal);
        }),
      );
    });
  }

  it('should round-trip negatives and a prefix when allowed', () => {
    const mask = createNumberMask({ scale: 2, allowNegative: true, prefix: '€ ' });
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (minor) => {
        const decimal = minorToDecimal(minor, 2, { trimTrailingZeros: true });
        const shown = mask.format(decimal);
        expect(shown.startsWith('€ ')).toBe(true);
        expect(mask.unmask(shown)).toBe(decimal);
      }),
    );
  });

  it('should group thousands and limit decimals to 2 by default', () => {
    const mask = createNumberMask();
    expect(mask.format('1234567.891')).toBe('1 234 567.89');
    expect(mask.unmask('1 234 567.89')).toBe('1234567.89');
  });

  it('should drop a minus sign unless negatives are allowed', () => {
    expect(createNumberMask().format('-5')).toBe('5');
    expect(createNumberMask({ allowNegative: true }).format('-5')).toBe('-5');
  });

  it('should allow no decimal point with exponent 0', () => {
    expect(createNumberMask({ scale: 0 }).format('12.5')).toBe('12');
  });

  it('should write an amount in a locale’s marks with its currency’s decimals when asked to pad', () => {
    const german = createNumberMask({ scale: 2, thousandsSeparator: '.', radix: ',', padDecimals: true });
    expect(german.format('1234.5')).toBe('1.234,50');
    expect(german.format('50')).toBe('50,00');
    expect(german.unmask('1.234,50')).toBe('1234.5');
  });
});
