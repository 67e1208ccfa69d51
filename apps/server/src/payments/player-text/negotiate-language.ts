import { SUPPORTED_LANGUAGES } from '@playfront/contracts';

/** The languages the payments API answers players in; English is the default. */
export const PLAYER_LANGUAGES = SUPPORTED_LANGUAGES;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

const BY_LOWER_TAG: ReadonlyMap<string, PlayerLanguage> = new Map(
  PLAYER_LANGUAGES.map((language) => [language.toLowerCase(), language]),
);
/** A bare language or another region of it (`pt`, `pt-PT`, `de-AT`) takes the one we have. */
const BY_PRIMARY: ReadonlyMap<string, PlayerLanguage> = new Map(
  PLAYER_LANGUAGES.map((language) => [language.split('-')[0]?.toLowerCase() ?? language, language]),
);

function match(tag: string): PlayerLanguage | undefined {
  const lower = tag.toLowerCase();
  return BY_LOWER_TAG.get(lower) ?? BY_PRIMARY.get(lower.split('-')[0] ?? lower);
}

/**
 * The player's language from an `Accept-Language` header (RFC 9110): the ranges by falling
 * q-value (equal ones in header order), the first one we speak wins; `q=0` and `*` pick nothing.
 * No header, or nothing we speak, answers English.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined): PlayerLanguage {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (typeof text !== 'string' || text.trim() === '') return 'en';
  const ranges = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => /^\s*q\s*=\s*(\S+?)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const language = match(range.tag);
    if (language !== undefined) return language;
  }
  return 'en';
}
