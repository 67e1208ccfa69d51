import type { SearchResult } from '../api/use-search-result.ts';

/**
 * A query's state in words: `loading` (announced) while its answer has not come, the API's
 * refusal as an alert when it failed, nothing once it answered (the page shows the answer).
 */
export function SearchStatus<T>({ result, loading }: { result: SearchResult<T> | null; loading: string }) {
  return (
    <>
      <div role="status" className="status">
        {result === null ? loading : ''}
      </div>
      {result?.ok === false ? (
        <p role="alert" className="error">
          {result.message}
        </p>
      ) : null}
    </>
  );
}
