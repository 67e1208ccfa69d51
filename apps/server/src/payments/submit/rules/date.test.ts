import { describe, expect, it } from 'vitest';
import { ageInYears, dateError, parseIsoDate } from './date.ts';

const NOW = Date.UTC(2026, 1, 28);

describe('given calendar dates', () => {
  it('should accept real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2023-04-31')).toBeUndefined();
    expect(parseIsoDate('23-04-01')).toBeUndefined();
  });

  it('should count whole years, a birthday counting from its day', () => {
    expect(ageInYears({ year: 2008, month: 2, day: 28 }, NOW)).toBe(18);
    expect(ageInYears({ year: 2008, month: 3, day: 1 }, NOW)).toBe(17);
  });

  it('should refuse a birth date under the minimum age, and a future date', () => {
    expect(dateError('2008-02-28', NOW, 18)).toBeUndefined();
    expect(dateError('2008-03-01', NOW, 18)).toMatch(/at least 18/);
    expect(dateError('2027-01-01', NOW)).toMatch(/future/);
  });
});
