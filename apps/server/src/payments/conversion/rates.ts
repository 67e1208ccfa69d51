import type { CryptoCurrency, FiatCurrency } from '@playfront/contracts';

/** The fiat currencies a crypto method can be paid from (decision 040). */
export const CONVERSION_FIATS = ['EUR', 'USD', 'GBP', 'CAD'] as const satisfies readonly FiatCurrency[];
export type ConversionFiat = (typeof CONVERSION_FIATS)[number];

/**
 * The sandbox rates source: units of fiat for one coin, as decimal strings. A fixed table, so
 * every quote, test and screenshot is reproducible; a live source (an exchange's ticker) would
 * answer the same shape. Documented in docs/sandbox.md and decision 040.
 */
export const SANDBOX_RATES: Readonly<Record<CryptoCurrency, Readonly<Record<ConversionFiat, string>>>> = {
  BTC: { EUR: '58000.00', USD: '62500.00', GBP: '49000.00', CAD: '86000.00' },
  ETH: { EUR: '2900.00', USD: '3125.00', GBP: '2450.00', CAD: '4300.00' },
  USDT: { EUR: '0.9200', USD: '1.0000', GBP: '0.7800', CAD: '1.3700' },
  USDC: { EUR: '0.9200', USD: '1.0000', GBP: '0.7800', CAD: '1.3700' },
  LTC: { EUR: '80.00', USD: '86.00', GBP: '67.50', CAD: '118.00' },
  BCH: { EUR: '330.00', USD: '355.00', GBP: '280.00', CAD: '490.00' },
  DOGE: { EUR: '0.1500', USD: '0.1620', GBP: '0.1270', CAD: '0.2220' },
  TRX: { EUR: '0.1200', USD: '0.1300', GBP: '0.1020', CAD: '0.1780' },
  XRP: { EUR: '0.5000', USD: '0.5400', GBP: '0.4230', CAD: '0.7400' },
  BNB: { EUR: '540.00', USD: '585.00', GBP: '457.00', CAD: '800.00' },
  SOL: { EUR: '135.00', USD: '146.00', GBP: '114.00', CAD: '200.00' },
};

export function isConversionFiat(currency: string): currency is ConversionFiat {
  return (CONVERSION_FIATS as readonly string[]).includes(currency);
}

/** Units of `fiat` for one `coin`, or undefined when the pair is not quoted. */
export function sandboxRate(coin: CryptoCurrency, fiat: string): string | undefined {
  return isConversionFiat(fiat) ? SANDBOX_RATES[coin][fiat] : undefined;
}
