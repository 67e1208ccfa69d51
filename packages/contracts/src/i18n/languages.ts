/**
 * The languages Playfront speaks, everywhere a player reads: the site, the cashier and the
 * payments API's messages. English first, the fallback. Adding a language starts here; every
 * catalogue's completeness test then names what is missing (docs/i18n/add-a-language.md).
 */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'es', 'pt-BR', 'fi', 'tr', 'ja', 'ar'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** The language a player gets when nothing they ask for is spoken. */
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';
