import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@playfront/contracts';
import { formatMoney, parseMoneyForCurrency, parseMoneyInput } from './format-money.ts';

describe('given amounts typed by the player', () => {
  it('should parse decimals exactly where floats would not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 and 4.35 * 100 is 434.99999999999994 as floats.
    const a = parseMoneyInput('0.1', 2, 'en');
    const b = parseMoneyInput('0.2', 2, 'en');
    expect(a.ok && b.ok && a.minor + b.minor).toBe(30);
    expect(parseMoneyInput('4.35', 2, 'en')).toEqual({ ok: true, minor: 435 });
    expect(parseMoneyInput('1.005', 3, 'en')).toEqual({ ok: true, minor: 1005 });
    expect(parseMoneyInput('0.00000001', 8, 'en')).toEqual({ ok: true, minor: 1 });
  });

  it('should read the locale decimal mark and grouping', () => {
    expect(parseMoneyInput('1.234,56', 2, 'de-DE')).toEqual({ ok: true, minor: 123456 });
    expect(parseMoneyInput('1,234.56', 2, 'en-US')).toEqual({ ok: true, minor: 123456 });
    expect(parseMoneyInput('1 234,5', 2, 'fr-FR')).toEqual({ ok: true, minor: 123450 });
    expect(parseMoneyForCurrency('1500', 'JPY', 'ja-JP')).toEqual({ ok: true, minor: 1500 });
  });

  it('should refuse too many decimals, other notations and values beyond safe integers', () => {
    expect(parseMoneyInput('1.234', 2, 'en')).toEqual({ ok: false, reason: 'precision' });
    expect(parseMoneyInput('1e3', 2, 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseMoneyInput('abc', 2, 'en')).toEqual({ ok: false, reason: 'format' });
    expect(parseMoneyInput('90071992547409.92', 2, 'en')).toEqual({ ok: false, reason: 'range' });
    expect(parseMoneyInput('99999999999999999999', 0, 'en')).toEqual({ ok: false, reason: 'range' });
  });

  it('should give back every safe amount it formatted, for exponents 0, 2 and 8', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(0, 2, 8),
        (minor, exponent) => {
          expect(parseMoneyInput(minorToDecimal(minor, exponent), exponent, 'en')).toEqual({
            ok: true,
            minor,
          });
        },
      ),
    );
  });

  it('should refuse any amount past the largest safe integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: 10n ** 30n }), (minor) => {
        expect(parseMoneyInput(minor.toString(), 0, 'en')).toEqual({ ok: false, reason: 'range' });
      }),
    );
  });
});

describe('given minor units to display', () => {
  it('should format fiat with the locale and the currency exponent', () => {
    expect(formatMoney(1999, 'EUR', 'en-US')).toBe('€19.99');
    expect(formatMoney(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(1999, 'EUR', 'en-US', { showCurrency: false })).toBe('19.99');
  });

  it('should format crypto with its code and without float rounding', () => {
    expect(formatMoney(150000, 'BTC', 'en-US')).toBe('0.0015 BTC');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'BTC', 'en-US')).toBe('90,071,992.54740991 BTC');
    expect(formatMoney(1, 'USDT', 'en-US')).toBe('0.000001 USDT');
  });
});
