import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages.ts';

/** A tag's language, script and region with the likely ones filled in (`pt` → `pt-Latn-BR`). */
interface Maximized {
  readonly language: string;
  readonly script: string;
  readonly region: string;
}

/**
 * `undefined` for what is no BCP 47 tag (`*`, `x`, garbage). POSIX locales (`pt_BR`) are read too.
 * The likely subtags are CLDR's, from the engine's own ICU: no data ships with us.
 */
function maximize(tag: string): Maximized | undefined {
  try {
    const locale = new Intl.Locale(tag.trim().replaceAll('_', '-')).maximize();
    return { language: locale.language, script: locale.script ?? '', region: locale.region ?? '' };
  } catch {
    return undefined;
  }
}

const SUPPORTED = SUPPORTED_LANGUAGES.map((language) => ({ language, likely: maximize(language) }));

/**
 * The supported language one tag names, else `undefined`: the same language, script and region
 * (`de-DE` → `de`, `pt` → `pt-BR`, since Brazil is Portuguese's likely region), else the same
 * language and script in another region (`pt-PT` → `pt-BR`, `es-419` → `es`, `ar-MA` → `ar`).
 * A different script is another written language (`sr-Latn` is not `sr-Cyrl`) and does not match.
 */
export function matchLanguage(tag: string | null | undefined): SupportedLanguage | undefined {
  if (tag === null || tag === undefined) return undefined;
  const wanted = maximize(tag);
  if (wanted === undefined) return undefined;
  const sameWriting = SUPPORTED.filter(
    ({ likely }) => likely?.language === wanted.language && likely.script === wanted.script,
  );
  return (sameWriting.find(({ likely }) => likely?.region === wanted.region) ?? sameWriting[0])?.language;
}

/**
 * The player's language from the tags they prefer, best first (`navigator.languages`, a host's
 * `language` prop, or `parseAcceptLanguage`): the first one we speak, else English. The one
 * negotiation of the site, the cashier and the payments API.
 */
export function negotiateLanguage(preferred: Iterable<string | null | undefined>): SupportedLanguage {
  for (const tag of preferred) {
    const language = matchLanguage(tag);
    if (language !== undefined) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language ranges of an `Accept-Language` header (RFC 9110 §12.5.4) best first: by falling
 * q-value, equal ones in header order; `*` and `q=0` name nothing. Node gives repeated headers as
 * an array, read as one list.
 */
export function parseAcceptLanguage(header: string | readonly string[] | null | undefined): string[] {
  const text = typeof header === 'string' ? header : (header ?? []).join(',');
  return text
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
      const quality = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
      return { range, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ range, quality }) => range !== '' && range !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ range }) => range);
}

/** `negotiateLanguage(parseAcceptLanguage(header))`: what the payments API and the site answer in. */
export const languageFromAcceptLanguage = (
  header: string | readonly string[] | null | undefined,
): SupportedLanguage => negotiateLanguage(parseAcceptLanguage(header));
