import { TRANSACTION_STATUSES, type TransactionStatus } from '@playfront/contracts';
import { isReturnPath } from './build-submit-request.ts';

/** Query parameters a provider's page adds to the return URL (docs/sandbox.md). */
export const RETURN_TRANSACTION_PARAM = 'transactionId';
export const RETURN_STATUS_PARAM = 'status';

/**
 * The path a provider sends the player back to: `preferred` when it is a same-origin path,
 * else the current page without the parameters of an earlier return.
 */
export function defaultReturnUrl(
  location: Pick<Location, 'pathname' | 'search'>,
  preferred?: string,
): string {
  if (preferred !== undefined && isReturnPath(preferred)) return preferred;
  const params = new URLSearchParams(location.search);
  params.delete(RETURN_TRANSACTION_PARAM);
  params.delete(RETURN_STATUS_PARAM);
  const query = params.toString();
  const path = `${location.pathname}${query === '' ? '' : `?${query}`}`;
  return isReturnPath(path) ? path : '/';
}

/** A payment the player came back from, read from the return URL. */
export interface ReturnedPayment {
  transactionId: string;
  status?: TransactionStatus;
}

const STATUSES: readonly string[] = TRANSACTION_STATUSES;

/** The payment named in `search` after a provider's redirect, or undefined. */
export function readReturnedPayment(search: string): ReturnedPayment | undefined {
  const params = new URLSearchParams(search);
  const transactionId = params.get(RETURN_TRANSACTION_PARAM);
  if (transactionId === null || transactionId === '' || transactionId.length > 64) return undefined;
  const status = params.get(RETURN_STATUS_PARAM);
  return status !== null && STATUSES.includes(status)
    ? { transactionId, status: status as TransactionStatus }
    : { transactionId };
}
