import { describe, expect, it } from 'vitest';
import { DEFAULT_LICENSE, licenseFor } from './licenses.ts';

describe('licenseFor', () => {
  it('should give the national license where there is one, else MGA', () => {
    expect(licenseFor('GB')).toBe('ukgc');
    expect(licenseFor('DE')).toBe('ggl');
    expect(licenseFor('JP')).toBe(DEFAULT_LICENSE);
    expect(licenseFor(null)).toBe('mga');
  });
});
