import { DEFAULT_LANGUAGE, matchLanguage, type Language } from './languages.ts';

/** Name of the cookie that remembers a chosen language (one year). */
export const LANGUAGE_COOKIE = 'pf_lang';
/** Query parameter that picks the language: `/register?lang=de`. */
export const LANGUAGE_PARAM = 'lang';

function cookieValue(header: string | null, name: string): string | null {
  if (header === null) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Accept-Language entries by descending quality. */
function acceptedTags(header: string | null): string[] {
  if (header === null) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q.slice(2)) || 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface DetectedLanguage {
  readonly language: Language;
  /** Where it came from; `query` means the visitor just chose it (the cookie is then set). */
  readonly source: 'query' | 'cookie' | 'header' | 'default';
}

/** The page language: `?lang=`, else the `pf_lang` cookie, else Accept-Language, else English. */
export function detectLanguage(request: Request): DetectedLanguage {
  const fromQuery = matchLanguage(new URL(request.url).searchParams.get(LANGUAGE_PARAM));
  if (fromQuery !== null) return { language: fromQuery, source: 'query' };
  const fromCookie = matchLanguage(cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE));
  if (fromCookie !== null) return { language: fromCookie, source: 'cookie' };
  for (const tag of acceptedTags(request.headers.get('accept-language'))) {
    const match = matchLanguage(tag);
    if (match !== null) return { language: match, source: 'header' };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/** The `Set-Cookie` value remembering a chosen language. */
export const languageCookie = (language: Language, secure: boolean): string =>
  `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
