import {
  cancelCashoutPath,
  type CancelCashoutParams,
  type CancelCashoutResponse,
} from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { hasStrings } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

function isCancelCashoutResponse(value: unknown): value is CancelCashoutResponse {
  return hasStrings(value, 'transactionId', 'status', 'currency') && typeof value.balance === 'number';
}

/** `POST /api/v1/payments/transactions/:id/cancel`: cancels a pending cashout (no body). */
export function cancelCashout(
  context: HttpContext,
  params: CancelCashoutParams,
  signal?: AbortSignal,
): Promise<ApiResult<CancelCashoutResponse>> {
  return sendRequest(context, {
    method: 'POST',
    path: cancelCashoutPath(params.id),
    guard: isCancelCashoutResponse,
    ...(signal ? { signal } : {}),
  });
}
