import { PAYMENTS_API_PREFIX, type GetMethodsQuery, type GetMethodsResponse } from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { hasArrays, hasStrings } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

function isGetMethodsResponse(value: unknown): value is GetMethodsResponse {
  return hasStrings(value, 'action', 'currency') && hasArrays(value, 'methods', 'savedProfiles');
}

/** `GET /api/v1/payments/methods?action=&currency=` (getMethods): the methods for one action and currency. */
export function getMethods(
  context: HttpContext,
  query: GetMethodsQuery,
  signal?: AbortSignal,
): Promise<ApiResult<GetMethodsResponse>> {
  return sendRequest(context, {
    method: 'GET',
    path: `${PAYMENTS_API_PREFIX}/methods`,
    query: { action: query.action, currency: query.currency },
    guard: isGetMethodsResponse,
    ...(signal ? { signal } : {}),
  });
}
