import { useEffect, useState } from 'react';
import type { ApiResult } from './console-api.ts';

/** What a page shows for its query string: the answer, or the API's refusal in words. */
export type SearchResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Reads `load(search)` whenever the URL's query string changes. Null while the answer for the
 * current string has not come (an answer for an earlier string is never shown for a later one).
 */
export function useSearchResult<T>(
  search: string,
  load: (search: string) => Promise<ApiResult<T>>,
): SearchResult<T> | null {
  const [loaded, setLoaded] = useState<{ search: string; result: SearchResult<T> } | null>(null);
  useEffect(() => {
    let live = true;
    void load(search).then((answer) => {
      if (!live) return;
      const result: SearchResult<T> = answer.ok
        ? { ok: true, value: answer.value }
        : { ok: false, message: answer.error.message };
      setLoaded({ search, result });
    });
    return () => {
      live = false;
    };
  }, [search, load]);
  return loaded?.search === search ? loaded.result : null;
}
