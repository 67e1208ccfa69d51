import { describe, expect, it } from 'vitest';
import { formatBalance } from './format-money.ts';

describe('formatBalance', () => {
  it('should write minor units as the language writes money', () => {
    expect(formatBalance(123450, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatBalance(500, 'JPY', 'ja')).toBe('￥500');
    expect(formatBalance(200000, 'EUR', 'en')).toBe('€2,000.00');
  });

  it('should write crypto amounts with their code after the number', () => {
    expect(formatBalance(150_000_000, 'BTC', 'en')).toBe('1.5 BTC');
    expect(formatBalance(2_500_000, 'USDT', 'en')).toBe('2.5 USDT');
  });
});
