import { SUPPORTED_LANGUAGES } from '@playfront/contracts';

export { DEFAULT_LANGUAGE, textDirection } from '@playfront/contracts';

/** The site's languages (BCP 47), English first as the fallback. */
export const LANGUAGES = SUPPORTED_LANGUAGES;
export type Language = (typeof LANGUAGES)[number];

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
