import { SUPPORTED_LANGUAGES } from '@playfront/contracts';

/** The site's languages (BCP 47), English first as the fallback. */
export const LANGUAGES = SUPPORTED_LANGUAGES;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fi: 'Suomi',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
};

const RTL: ReadonlySet<Language> = new Set(['ar']);

export const textDirection = (language: Language): 'ltr' | 'rtl' => (RTL.has(language) ? 'rtl' : 'ltr');

/** The supported language a tag names (case-insensitive, `pt` → `pt-BR`, `de-AT` → `de`), else null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (tag === null || tag === undefined) return null;
  const wanted = tag.trim().toLowerCase();
  if (wanted === '') return null;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const base = wanted.split('-')[0];
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base) ?? null;
}
