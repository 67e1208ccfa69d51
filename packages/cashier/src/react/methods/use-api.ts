import { useEffect, useState } from 'react';
import type { ApiResult, CashierError } from '../../core/errors.ts';

/** What `useApi` holds: loading, the data, or the error of the last read. */
export type ApiState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: CashierError };

/**
 * Runs `read` whenever `key` changes (a new query, or a bumped refresh counter) and keeps its
 * answer; an answer for an older key is dropped, so a fast switch never shows stale data.
 */
export function useApi<T>(key: string, read: (signal: AbortSignal) => Promise<ApiResult<T>>): ApiState<T> {
  const [state, setState] = useState<{ key: string; value: ApiState<T> }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    let current = true;
    void read(controller.signal).then((result) => {
      if (!current) return;
      setState({
        key,
        value: result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error },
      });
    });
    return () => {
      current = false;
      controller.abort();
    };
    // `read` is a fresh closure each render; `key` names everything it depends on.
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
