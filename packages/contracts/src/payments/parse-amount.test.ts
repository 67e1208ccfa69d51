import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from './money.ts';
import { parseAmount } from './parse-amount.ts';

/** The site's eight languages, as the cashier formats numbers in them. */
const LOCALES = ['en', 'de', 'es', 'fi', 'ja', 'pt-BR', 'tr', 'ar'] as const;

const minor = (input: string, locale: string, exponent = 2) => {
  const result = parseAmount(input, locale, exponent);
  return result.ok ? result.minor : result.reason;
};

describe('given what players typed that once changed the amount', () => {
  it.each([
    // The cases: English 12,50 paid €1,250.00, 12,5 paid €125.00, 1e3 paid €13.00,
    // -20 paid €20.00; German 12.50 paid 1.250,00 €; Arabic-Indic digits were dropped.
    ['12,50', 'en', 1250],
    ['12,5', 'en', 1250],
    ['1e3', 'en', 'format'],
    ['-20', 'en', 'format'],
    ['12.50', 'de', 1250],
    ['١٢٫٥٠', 'ar', 1250],
    ['١٢٥', 'ar', 12500],
    ['۱۲.۵', 'ar', 1250],
    ['１２.５', 'ja', 1250],
  ])('should read %j in %s as %j', (typed, locale, expected) => {
    expect(minor(typed, locale)).toBe(expected);
  });

  it.each([
    // The locale's own grouping is kept: there a mark can only be a group separator.
    ['12,500', 'en', 1_250_000],
    ['1,234.56', 'en', 123_456],
    ['1.234,56', 'de', 123_456],
    ['1 234,56', 'fi', 123_456],
    ['1\u00a0234,56', 'fi', 123_456],
    ['12.50', 'fi', 1250],
    ['1.250', 'pt-BR', 125_000],
    ['0,001', 'en', 'precision'],
    ['0,001', 'en', 100_000, 8],
    ['12.', 'en', 1200],
    ['.5', 'en', 50],
  ] as [string, string, number | string, number?][])(
    'should read %j in %s as %j',
    (typed, locale, expected, exponent = 2) => {
      expect(minor(typed, locale, exponent)).toBe(expected);
    },
  );

  it.each([
    ['', 'en'],
    ['abc', 'en'],
    ['12.50.1', 'en'],
    ['1.234,56', 'en'],
    ['12,34,5', 'en'],
    ['1,2345', 'en', 'precision'],
    ['12 50', 'en'],
    ['€12', 'en'],
    ['+12', 'en'],
    ['12,50,', 'de'],
    ['0x10', 'en'],
    ['Infinity', 'en'],
  ])('should refuse %j in %s', (typed, locale, reason = 'format') => {
    expect(minor(typed, locale)).toBe(reason);
  });
});

describe('given any amount and any of the eight languages', () => {
  const amounts = fc.integer({ min: 0, max: 10_000_000_000 });
  const exponents = fc.constantFrom(0, 2, 3, 8);
  const locales = fc.constantFrom(...LOCALES);

  it('should read back, exactly, the amount as the locale shows it (grouped or not)', () => {
    fc.assert(
      fc.property(amounts, exponents, locales, fc.boolean(), (value, exponent, locale, grouping) => {
        const shown = new Intl.NumberFormat(locale, {
          minimumFractionDigits: exponent,
          maximumFractionDigits: exponent,
          useGrouping: grouping,
        }).format(minorToDecimal(value, exponent) as `${number}`);
        expect(parseAmount(shown, locale, exponent)).toEqual({ ok: true, minor: value });
      }),
    );
  });

  it('should refuse, never strip, any letter, sign or symbol among the digits', () => {
    const stray = fc.constantFrom('e', 'E', '-', '+', '€', '$', 'x', 'O', 'l', '%', '/');
    const digits = fc.stringMatching(/^[0-9]{1,6}$/);
    fc.assert(
      fc.property(digits, stray, digits, locales, (before, mark, after, locale) => {
        expect(parseAmount(`${before}${mark}${after}`, locale, 2).ok).toBe(false);
      }),
    );
  });

  it('should read the other decimal mark as the decimal where it cannot be a group separator', () => {
    const cents = fc.integer({ min: 0, max: 99 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        cents,
        fc.boolean(),
        locales,
        (whole, part, one, locale) => {
          const decimal = new Intl.NumberFormat(locale)
            .formatToParts(1.5)
            .find((p) => p.type === 'decimal')?.value;
          const other = decimal === '.' ? ',' : '.';
          // One or two decimals after the other mark: never a group of three.
          const fraction = one ? String(part % 10) : String(part).padStart(2, '0');
          const expected = whole * 100 + (one ? (part % 10) * 10 : part);
          expect(parseAmount(`${whole}${other}${fraction}`, locale, 2)).toEqual({
            ok: true,
            minor: expected,
          });
        },
      ),
    );
  });
});
