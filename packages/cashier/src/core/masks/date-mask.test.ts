import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDateMask } from './date-mask.ts';
import { formatEmail } from './email-mask.ts';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

describe('given the date masks', () => {
  it('should mask and unmask every real DD.MM.YYYY date', () => {
    const mask = createDateMask('DD.MM.YYYY');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1900, max: 2099 }),
        (day, month, year) => {
          const digits = `${pad(day)}${pad(month)}${year}`;
          const shown = mask.format(digits);
          expect(shown).toBe(`${pad(day)}.${pad(month)}.${year}`);
          expect(mask.unmask(shown)).toBe(digits);
        },
      ),
    );
  });

  it('should mask expiry dates and times', () => {
    expect(createDateMask('MM/YY').format('1228')).toBe('12/28');
    expect(createDateMask('HH:mm').format('2359')).toBe('23:59');
    expect(createDateMask('YYYY-MM-DD').format('20300115')).toBe('2030-01-15');
  });
});

describe('given the e-mail mask', () => {
  it('should drop spaces and a second @', () => {
    expect(formatEmail(' ada lovelace@@example.com ')).toBe('adalovelace@example.com');
  });

  it('should never produce spaces or two @', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const shown = formatEmail(value);
        expect(/\s/.test(shown)).toBe(false);
        expect(shown.split('@').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
