import {
  PAYMENTS_API_PREFIX,
  type GetMethodFieldsParams,
  type GetMethodFieldsQuery,
  type GetMethodFieldsResponse,
} from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { hasArrays, hasStrings } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

function isGetMethodFieldsResponse(value: unknown): value is GetMethodFieldsResponse {
  return hasStrings(value, 'methodId', 'action', 'fieldsVersion') && hasArrays(value, 'fields');
}

/** `GET /api/v1/payments/methods/:methodId/fields?action=` (getMethodFields): one method's form. */
export function getMethodFields(
  context: HttpContext,
  params: GetMethodFieldsParams & GetMethodFieldsQuery,
  signal?: AbortSignal,
): Promise<ApiResult<GetMethodFieldsResponse>> {
  return sendRequest(context, {
    method: 'GET',
    path: `${PAYMENTS_API_PREFIX}/methods/${encodeURIComponent(params.methodId)}/fields`,
    query: { action: params.action },
    guard: isGetMethodFieldsResponse,
    ...(signal ? { signal } : {}),
  });
}
