/**
 * Plurals, one convention for the site (i18next's own), the cashier and the payments API: a text
 * that counts has one key per CLDR plural category of its language, `base_one`, `base_other`
 * (Arabic: `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`), and is asked for by its base with a
 * numeric `count`. `Intl.PluralRules` picks the form, so no language's rules are written here.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const rulesByLanguage = new Map<string, Intl.PluralRules>();

function pluralRules(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/** The forms a counting text needs in `language` (`['one', 'other']` in English, `['other']` in Japanese). */
export const pluralCategoriesOf = (language: string): readonly PluralCategory[] =>
  pluralRules(language).resolvedOptions().pluralCategories;

/**
 * The key of the form of `base` that fits `count` in `language` (`form.errors` and 2 in English:
 * `form.errors_other`), or `base` itself when the catalogue (`has`) holds no such form, so texts
 * that do not count keep working.
 */
export function pluralKey(
  base: string,
  count: number,
  language: string,
  has: (key: string) => boolean,
): string {
  const exact = `${base}_${pluralRules(language).select(count)}`;
  if (has(exact)) return exact;
  const other = `${base}_other`;
  return has(other) ? other : base;
}

const FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** `form.errors` for `form.errors_few`; `undefined` for a key that is no plural form. */
export function pluralBase(key: string): string | undefined {
  return FORM.exec(key)?.[1];
}

/** `form.errors` for the keys `form.errors_one` and `form.errors_other`: a text that counts. */
export type PluralBaseOf<Key extends string> = Key extends `${infer Base}_other` ? Base : never;

/** Every plural form key of a catalogue's counting texts, in any language. */
export type PluralFormOf<Key extends string> = `${PluralBaseOf<Key>}_${PluralCategory}`;

/** The keys callers ask for: the texts that do not count, and by their base those that do. */
export type MessageKeyOf<Key extends string> = Exclude<Key, PluralFormOf<Key>> | PluralBaseOf<Key>;

/**
 * One language's catalogue over the English keys: every text that does not count, and the plural
 * forms of those that do (which ones a language needs, the catalogue tests check: `catalogueProblems`).
 */
export type TranslationOf<Key extends string> = Readonly<
  Record<Exclude<Key, PluralFormOf<Key>>, string> & Partial<Record<PluralFormOf<Key>, string>>
>;
