import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('should write minor units in the language', () => {
    expect(formatMoney(123450, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatMoney(500, 'JPY', 'ja')).toBe('￥500');
  });

  it('should write crypto amounts with their code', () => {
    expect(formatMoney(150_000_000, 'BTC', 'en').replace(/\s/g, ' ')).toBe('BTC 1.50');
    // Not a well-formed ISO 4217 code: Intl refuses it, so the code goes after the number.
    expect(formatMoney(2_500_000, 'USDT', 'en')).toBe('2.5 USDT');
  });
});
