import { describe, expect, it } from 'vitest';
import { countryFrom, DEFAULT_RESTRICTED_COUNTRIES, restrictedAmong } from './restricted-countries.ts';

describe('countryFrom', () => {
  it.each([
    ['de', 'DE'],
    [' gb ', 'GB'],
    [['SE', 'DE'], 'SE'],
    ['XX', null],
    ['T1', null],
    ['DEU', null],
    [undefined, null],
  ])('should read %j as %j', (header, country) => {
    expect(countryFrom(header)).toBe(country);
  });
});

describe('restrictedAmong', () => {
  const restricted = new Set(DEFAULT_RESTRICTED_COUNTRIES);

  it('should name the first restricted country, declared or seen', () => {
    expect(restrictedAmong(restricted, ['US', null])).toBe('US');
    expect(restrictedAmong(restricted, ['de', 'fr'])).toBe('FR');
    expect(restrictedAmong(restricted, [' us ', 'FR'])).toBe('US');
  });

  it('should let unknown and unrestricted countries through', () => {
    expect(restrictedAmong(restricted, ['DE', null])).toBeNull();
    expect(restrictedAmong(restricted, [undefined, 'GB'])).toBeNull();
    expect(restrictedAmong(new Set(), ['US'])).toBeNull();
  });
});
