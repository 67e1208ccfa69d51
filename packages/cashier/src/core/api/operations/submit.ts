import { SUBMIT_PATH, type SubmitRequest, type SubmitResponse } from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { isRecord } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

/** The header name as sent; HTTP header names are case-insensitive (the contract spells it lower case). */
export const IDEMPOTENCY_KEY_HEADER_NAME = 'Idempotency-Key';

function isSubmitResponse(value: unknown): value is SubmitResponse {
  if (!isRecord(value)) return false;
  if (value.ok === true) return isRecord(value.outcome) && typeof value.outcome.status === 'string';
  if (value.ok === false) return isRecord(value.error) && typeof value.error.kind === 'string';
  return false;
}

/**
 * `POST /api/v1/payments/submit` (submit). `idempotencyKey` names the payment attempt: sending the
 * same key again replays the first answer instead of paying twice, so a retry after a lost
 * answer must reuse it and a new attempt must not.
 */
export function submit(
  context: HttpContext,
  request: SubmitRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<ApiResult<SubmitResponse>> {
  return sendRequest(context, {
    method: 'POST',
    path: SUBMIT_PATH,
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER_NAME]: idempotencyKey },
    guard: isSubmitResponse,
    ...(signal ? { signal } : {}),
  });
}
