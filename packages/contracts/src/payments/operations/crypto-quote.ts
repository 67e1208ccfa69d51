/** `POST` here asks for a crypto conversion quote (decision 040). */
export const CRYPTO_QUOTE_PATH = '/api/v1/payments/crypto-quotes';

export type { CryptoQuote, CryptoQuoteRequest, CryptoQuoteResponse } from './crypto-quote.schema.ts';
