import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCY_CODES, CURRENCY_EXPONENTS } from './currencies.ts';
import { decimalToMinor, formatMinorUnits, minorToDecimal, toMinorUnits } from './money.ts';

const exponents = fc.constantFrom(...new Set(Object.values(CURRENCY_EXPONENTS)));
const anyExponent = fc.integer({ min: 0, max: 15 });
const safeInteger = fc.maxSafeInteger();
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0, max: 9 }).map(String), minLength, maxLength });

describe('given an amount in minor units', () => {
  it('should survive formatting and parsing unchanged, for every safe integer and exponent', () => {
    fc.assert(
      fc.property(safeInteger, anyExponent, (minor, exponent) => {
        const parsed = decimalToMinor(minorToDecimal(minor, exponent), exponent);
        expect(parsed).toEqual({ ok: true, minor: minor === 0 ? 0 : minor });
      }),
    );
  });

  it('should format with exactly the exponent of decimals', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), exponents, (minor, exponent) => {
        const text = minorToDecimal(minor, exponent);
        const pattern = exponent === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${exponent}}$`);
        expect(text).toMatch(pattern);
        expect(text).not.toMatch(/^0\d/);
      }),
    );
  });

  it('should drop trailing zeros only when asked', () => {
    expect(formatMinorUnits(500, 'EUR')).toBe('5.00');
    expect(formatMinorUnits(500, 'EUR', { trimTrailingZeros: true })).toBe('5');
    expect(formatMinorUnits(10_000, 'BTC', { trimTrailingZeros: true })).toBe('0.0001');
    expect(formatMinorUnits(1999, 'JPY')).toBe('1999');
    expect(formatMinorUnits(-5, 'USD')).toBe('-0.05');
  });

  it('should refuse to format a value that is not a safe integer', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => minorToDecimal(bad, 2)).toThrow(/safe integer/);
    }
  });
});

describe('given a decimal string', () => {
  it('should parse to the canonical amount whatever leading or trailing zeros it has', () => {
    fc.assert(
      fc.property(
        exponents,
        digits(1, 6),
        digits(0, 12),
        fc.nat({ max: 3 }),
        fc.nat({ max: 3 }),
        (e, whole, fraction, lead, trail) => {
          const kept = fraction.slice(0, e);
          const canonical = `${whole.replace(/^0+(?=\d)/, '')}${e === 0 ? '' : `.${kept.padEnd(e, '0')}`}`;
          const written = `${'0'.repeat(lead)}${whole}${kept === '' && trail === 0 ? '' : `.${kept}${'0'.repeat(trail)}`}`;
          const parsed = decimalToMinor(written, e);
          if (!parsed.ok) throw new Error(`'${written}' did not parse: ${parsed.reason}`);
          expect(minorToDecimal(parsed.minor, e)).toBe(canonical);
        },
      ),
    );
  });

  it('should refuse more significant decimals than the currency has', () => {
    fc.assert(
      fc.property(
        exponents,
        digits(1, 6),
        digits(0, 8),
        fc.integer({ min: 1, max: 9 }).map(String),
        (e, whole, fraction, last) => {
          const written = `${whole}.${fraction.slice(0, e).padEnd(e, '0')}${last}`;
          expect(decimalToMinor(written, e)).toEqual({ ok: false, reason: 'precision' });
        },
      ),
    );
  });

  it('should never throw, and answer a safe integer or a reason, for any text', () => {
    fc.assert(
      fc.property(fc.string(), exponents, (text, e) => {
        const parsed = decimalToMinor(text, e);
        if (parsed.ok) expect(Number.isSafeInteger(parsed.minor)).toBe(true);
        else expect(['format', 'precision', 'range']).toContain(parsed.reason);
      }),
    );
  });

  it('should convert the amounts floats get wrong exactly', () => {
    expect(toMinorUnits('4.35', 'EUR')).toEqual({ ok: true, minor: 435 });
    expect(toMinorUnits('0.29', 'EUR')).toEqual({ ok: true, minor: 29 });
    expect(toMinorUnits('1.15', 'GBP')).toEqual({ ok: true, minor: 115 });
    expect(toMinorUnits('19.99', 'USD')).toEqual({ ok: true, minor: 1999 });
  });

  it('should use each currency exponent of the precision table', () => {
    expect(toMinorUnits('1000', 'JPY')).toEqual({ ok: true, minor: 1000 });
    expect(toMinorUnits('1000.5', 'JPY')).toEqual({ ok: false, reason: 'precision' });
    expect(toMinorUnits('0.00000001', 'BTC')).toEqual({ ok: true, minor: 1 });
    expect(toMinorUnits('0.000000001', 'ETH')).toEqual({ ok: true, minor: 1 });
    expect(toMinorUnits('0.0000000001', 'ETH')).toEqual({ ok: false, reason: 'precision' });
    expect(toMinorUnits('1.000000', 'USDT')).toEqual({ ok: true, minor: 1_000_000 });
  });

  it('should refuse other notations', () => {
    for (const text of [
      '',
      ' 1',
      '1 ',
      '1,50',
      '1.',
      '.5',
      '+1',
      '1e3',
      '0x10',
      '-',
      '1.2.3',
      'NaN',
      'Infinity',
      '١٢',
    ]) {
      expect(decimalToMinor(text, 2)).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('should refuse amounts past the largest safe integer of minor units', () => {
    expect(decimalToMinor('90071992547409.91', 2)).toEqual({ ok: true, minor: Number.MAX_SAFE_INTEGER });
    expect(decimalToMinor('90071992547409.92', 2)).toEqual({ ok: false, reason: 'range' });
    expect(decimalToMinor('-90071992547409.92', 2)).toEqual({ ok: false, reason: 'range' });
    expect(decimalToMinor(`1${'0'.repeat(400)}`, 0)).toEqual({ ok: false, reason: 'range' });
  });

  it('should read negative zero as zero', () => {
    expect(decimalToMinor('-0.00', 2)).toEqual({ ok: true, minor: 0 });
  });

  it('should refuse an exponent it cannot represent', () => {
    expect(() => decimalToMinor('1', -1)).toThrow(/exponent/);
    expect(() => decimalToMinor('1', 1.5)).toThrow(/exponent/);
  });
});

describe('given the currency precision table', () => {
  it('should hold 3- to 4-letter upper-case codes with integer exponents from 0 to 9', () => {
    for (const code of CURRENCY_CODES) {
      expect(code).toMatch(/^[A-Z]{3,4}$/);
      expect(Number.isInteger(CURRENCY_EXPONENTS[code])).toBe(true);
      expect(CURRENCY_EXPONENTS[code]).toBeGreaterThanOrEqual(0);
      expect(CURRENCY_EXPONENTS[code]).toBeLessThanOrEqual(9);
    }
  });

  it('should keep a million units of every currency a safe integer', () => {
    for (const code of CURRENCY_CODES) expect(toMinorUnits('1000000', code).ok).toBe(true);
  });
});
