import { PAYMENTS_API_PREFIX, type CashierConfig } from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { hasArrays, hasStrings, isRecord } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

function isCashierConfig(value: unknown): value is CashierConfig {
  return (
    hasStrings(value, 'catalogueVersion', 'onRampMode', 'websocketPath') &&
    hasArrays(value, 'currencies', 'balances', 'actions') &&
    isRecord(value.player)
  );
}

/** `GET /api/v1/payments/config` (the `config` operation): what the cashier loads first. */
export function getConfig(context: HttpContext, signal?: AbortSignal): Promise<ApiResult<CashierConfig>> {
  return sendRequest(context, {
    method: 'GET',
    path: `${PAYMENTS_API_PREFIX}/config`,
    guard: isCashierConfig,
    ...(signal ? { signal } : {}),
  });
}
