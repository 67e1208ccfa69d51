import { isExclusionKind, type Exclusion, type ExclusionKind } from '@playfront/contracts';

/** The log-in page with the exclusion just taken, so it can say until when. */
export function excludedLoginPath(exclusion: Exclusion): string {
  const query = new URLSearchParams({ excluded: exclusion.kind, until: String(exclusion.endsAt) });
  return `/login?${query.toString()}`;
}

/** The exclusion the log-in page's address names, or null (only its kind and end are shown). */
export function excludedFromSearch(search: URLSearchParams): { kind: ExclusionKind; until: number } | null {
  const kind = search.get('excluded') ?? '';
  const until = Number(search.get('until'));
  return isExclusionKind(kind) && Number.isSafeInteger(until) && until > 0 ? { kind, until } : null;
}
