import { CRYPTO_QUOTE_PATH, type CryptoQuoteRequest, type CryptoQuoteResponse } from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { isRecord } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

function isCryptoQuoteResponse(value: unknown): value is CryptoQuoteResponse {
  if (!isRecord(value)) return false;
  if (value.ok === true) return isRecord(value.quote) && typeof value.quote.token === 'string';
  if (value.ok === false) return isRecord(value.error) && typeof value.error.message === 'string';
  return false;
}

/**
 * `POST /api/v1/payments/crypto-quotes`: the server's quote for paying a crypto method from a
 * fiat account (decision 040). Not cached: a quote is good until its `expiresAt` only.
 */
export function getCryptoQuote(
  context: HttpContext,
  request: CryptoQuoteRequest,
  signal?: AbortSignal,
): Promise<ApiResult<CryptoQuoteResponse>> {
  return sendRequest(context, {
    method: 'POST',
    path: CRYPTO_QUOTE_PATH,
    body: request,
    guard: isCryptoQuoteResponse,
    ...(signal ? { signal } : {}),
  });
}
