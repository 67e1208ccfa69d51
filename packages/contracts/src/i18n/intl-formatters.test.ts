import { describe, expect, it } from 'vitest';
import { isIsoCurrency, listFormat, numberFormat } from './intl-formatters.ts';

describe('given formatters asked for again', () => {
  it('should share one formatter per locale and options', () => {
    const euros = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('en')).toBe(numberFormat('en', {}));
    expect(listFormat('en', { type: 'conjunction' })).toBe(listFormat('en', { type: 'conjunction' }));
  });

  it('should format as a fresh Intl object does', () => {
    const options = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 } as const;
    expect(numberFormat('de-DE', options).format(1234.5)).toBe(
      new Intl.NumberFormat('de-DE', options).format(1234.5),
    );
    expect(listFormat('en', { type: 'conjunction' }).format(['BTC', 'ETH', 'USDT'])).toBe(
      'BTC, ETH, and USDT',
    );
  });

  it('should refuse an invalid locale as Intl does, without caching it', () => {
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
  });
});

describe('given currency codes', () => {
  it('should know ISO 4217 codes and not crypto ones', () => {
    expect(isIsoCurrency('EUR')).toBe(true);
    expect(isIsoCurrency('JPY')).toBe(true);
    expect(isIsoCurrency('USDT')).toBe(false);
    expect(isIsoCurrency('BTC')).toBe(false);
    expect(isIsoCurrency('eur')).toBe(false);
  });
});
