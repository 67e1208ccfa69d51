import { describe, expect, it } from 'vitest';
import { countryFrom, DEFAULT_LICENSE, licenseFor, RESTRICTED_COUNTRIES } from './licenses.ts';

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

describe('licenseFor', () => {
  it('should give the national license where there is one, else MGA', () => {
    expect(licenseFor('GB')).toBe('ukgc');
    expect(licenseFor('DE')).toBe('ggl');
    expect(licenseFor('JP')).toBe(DEFAULT_LICENSE);
    expect(licenseFor(null)).toBe('mga');
  });

  it('should not serve the restricted countries', () => {
    expect(RESTRICTED_COUNTRIES.has('US')).toBe(true);
    expect(RESTRICTED_COUNTRIES.has('DE')).toBe(false);
  });
});
