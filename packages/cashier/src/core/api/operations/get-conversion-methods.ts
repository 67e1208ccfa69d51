import {
  PAYMENTS_API_PREFIX,
  type GetConversionMethodsQuery,
  type GetConversionMethodsResponse,
} from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { hasArrays, hasStrings } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

function isGetConversionMethodsResponse(value: unknown): value is GetConversionMethodsResponse {
  return hasStrings(value, 'mode', 'currency') && hasArrays(value, 'methods');
}

/** `GET /api/v1/payments/conversion-methods?currency=` (getConversionMethods): the on-ramp pair. */
export function getConversionMethods(
  context: HttpContext,
  query: GetConversionMethodsQuery = {},
  signal?: AbortSignal,
): Promise<ApiResult<GetConversionMethodsResponse>> {
  return sendRequest(context, {
    method: 'GET',
    path: `${PAYMENTS_API_PREFIX}/conversion-methods`,
    query: { currency: query.currency },
    guard: isGetConversionMethodsResponse,
    ...(signal ? { signal } : {}),
  });
}
