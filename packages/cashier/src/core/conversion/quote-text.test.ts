import { describe, expect, it } from 'vitest';
import { formatCountdown, formatCrypto, formatRate, secondsLeft } from './quote-text.ts';

const quote = { rate: '58000.00', currency: 'EUR', cryptoCurrency: 'BTC', cryptoAmount: 87_069 } as const;

describe('given a crypto quote to show', () => {
  it('should write the rate per coin in the fiat, exactly as quoted', () => {
    expect(formatRate(quote, 'en')).toBe('1 BTC = €58,000.00');
    expect(formatRate(quote, 'de-DE')).toBe('1 BTC = 58.000,00\u00a0€');
    // Four decimals of a cheap coin stay four decimals: no float rounding on the way.
    expect(formatRate({ ...quote, rate: '0.1620', cryptoCurrency: 'DOGE' }, 'en')).toBe('1 DOGE = €0.162');
  });

  it('should write the coins with their own precision', () => {
    expect(formatCrypto(quote, 'en')).toMatch(/^0\.00087069\s?BTC$|^BTC\s?0\.00087069$/);
  });

  it('should count down whole seconds to the expiry and stop at zero', () => {
    expect(secondsLeft(1_000_000 + 900_000, 1_000_000)).toBe(900);
    expect(secondsLeft(1_000_000 + 1_500, 1_000_000)).toBe(2);
    expect(secondsLeft(1_000_000, 1_000_500)).toBe(0);
    expect(formatCountdown(900, 'en')).toBe('15:00');
    expect(formatCountdown(65, 'en')).toBe('01:05');
    expect(formatCountdown(65, 'ar-EG')).toBe('٠١:٠٥');
  });
});
