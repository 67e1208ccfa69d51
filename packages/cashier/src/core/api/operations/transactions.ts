import { PAYMENTS_API_PREFIX, type TransactionsQuery, type TransactionsResponse } from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { hasArrays } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

function isTransactionsResponse(value: unknown): value is TransactionsResponse {
  return hasArrays(value, 'items') && (value.nextCursor === null || typeof value.nextCursor === 'string');
}

/** `GET /api/v1/payments/transactions` (transaction history): one page, newest first. */
export function getTransactions(
  context: HttpContext,
  query: TransactionsQuery = {},
  signal?: AbortSignal,
): Promise<ApiResult<TransactionsResponse>> {
  return sendRequest(context, {
    method: 'GET',
    path: `${PAYMENTS_API_PREFIX}/transactions`,
    query: {
      action: query.action,
      status: query.status,
      currency: query.currency,
      limit: query.limit,
      cursor: query.cursor,
      from: query.from,
      before: query.before,
    },
    guard: isTransactionsResponse,
    ...(signal ? { signal } : {}),
  });
}
