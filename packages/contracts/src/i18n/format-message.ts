import { formatSize } from './format-size.ts';
import { pluralKey } from './plurals.ts';

/** Values of a message's `{name}` placeholders; `count` also picks the plural form. */
export type MessageParams = Readonly<Record<string, string | number>>;

const numberFormats = new Map<string, Intl.NumberFormat>();

function formatNumber(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/**
 * Fills `{name}` placeholders from `params`, numbers written in `language`'s digits and
 * separators (1,000 / 1.000), and a number whose name ends in `Bytes` as a size (`maxSizeBytes`:
 * `5 MB`, never raw bytes). An unknown placeholder is kept as it is, so a missing value shows.
 */
export function interpolate(text: string, params: MessageParams | undefined, language: string): string {
  if (params === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return placeholder;
    if (typeof value === 'string') return value;
    return name.endsWith('Bytes') ? formatSize(value, language) : formatNumber(value, language);
  });
}

/**
 * The text of `key` in a `{name}` catalogue (the cashier's, the payments API's): with a numeric
 * `params.count`, the plural form `language` needs (`key_one`, `key_few`, … see plurals.ts);
 * `undefined` when the catalogue has neither the key nor a form of it.
 */
export function formatMessage(
  lookup: (key: string) => string | undefined,
  key: string,
  params: MessageParams | undefined,
  language: string,
): string | undefined {
  const count = params?.count;
  const chosen =
    typeof count === 'number' ? pluralKey(key, count, language, (form) => lookup(form) !== undefined) : key;
  const text = lookup(chosen);
  return text === undefined ? undefined : interpolate(text, params, language);
}
