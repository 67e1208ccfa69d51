import { matchLanguage, parseAcceptLanguage } from '@playfront/contracts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** Name of the cookie that remembers a chosen language (one year). */
export const LANGUAGE_COOKIE = 'pf_lang';
/** Query parameter that picks the language: `/register?lang=de`. */
export const LANGUAGE_PARAM = 'lang';

/** One cookie's value from a `Cookie` header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (header === null) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface DetectedLanguage {
  readonly language: Language;
  /** Where it came from; `query` means the visitor just chose it (the cookie is then set). */
  readonly source: 'query' | 'cookie' | 'header' | 'default';
}

/** The page language: `?lang=`, else the `pf_lang` cookie, else Accept-Language, else English. */
export function detectLanguage(request: Request): DetectedLanguage {
  const fromQuery = matchLanguage(new URL(request.url).searchParams.get(LANGUAGE_PARAM));
  if (fromQuery !== undefined) return { language: fromQuery, source: 'query' };
  const fromCookie = matchLanguage(cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE));
  if (fromCookie !== undefined) return { language: fromCookie, source: 'cookie' };
  // The one negotiation of contracts, as the payments API does, but telling a match from none.
  for (const tag of parseAcceptLanguage(request.headers.get('accept-language'))) {
    const match = matchLanguage(tag);
    if (match !== undefined) return { language: match, source: 'header' };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/** The `Set-Cookie` value remembering a chosen language. */
export const languageCookie = (language: Language, secure: boolean): string =>
  `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
