import { pluralBase, pluralCategoriesOf } from './plurals.ts';

export type Catalogue = Readonly<Record<string, string>>;

/** How a catalogue writes its placeholders: `{name}` (cashier, payments API) or `{{name}}` (i18next). */
export type PlaceholderSyntax = 'single' | 'double';

const PATTERNS: Readonly<Record<PlaceholderSyntax, RegExp>> = {
  single: /(?<!\{)\{(\w+)\}(?!\})/g,
  double: /\{\{(\w+)\}\}/g,
};

function placeholders(text: string, syntax: PlaceholderSyntax): Set<string> {
  return new Set([...text.matchAll(PATTERNS[syntax])].flatMap((match) => match.slice(1)));
}

/**
 * What stops `catalogue` from being a full translation of the `english` one into `language`, one
 * line per problem naming the key (empty when there is none):
 * - a key English has and the language lacks, or has empty;
 * - a counting text (`base_one`, `base_other` in English) without every form the language's
 *   plural rules need (`Intl.PluralRules(language).resolvedOptions().pluralCategories`), or with
 *   a form they never pick;
 * - a key English does not have;
 * - a placeholder English does not have, or one it has left out (a plural form may leave out
 *   `count`: Arabic says "one field", not "1 field").
 * The site, the cashier and the payments API each run it over every language they ship.
 */
export function catalogueProblems(
  english: Catalogue,
  catalogue: Catalogue,
  language: string,
  syntax: PlaceholderSyntax,
): string[] {
  const problems: string[] = [];
  const needed = pluralCategoriesOf(language);
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    const base = pluralBase(key);
    if (base === undefined) expected.set(key, text);
    else for (const category of needed) expected.set(`${base}_${category}`, english[`${base}_other`] ?? text);
  }
  for (const [key, source] of expected) {
    const text = catalogue[key];
    if (text === undefined) {
      const form = pluralBase(key) === undefined ? '' : ` (a plural form ${language} needs)`;
      problems.push(`${language} lacks ${key}${form}`);
      continue;
    }
    if (source.trim() !== '' && text.trim() === '') problems.push(`${language} has empty text for ${key}`);
    const wanted = placeholders(source, syntax);
    const found = placeholders(text, syntax);
    const optional = pluralBase(key) === undefined ? new Set<string>() : new Set(['count']);
    for (const name of found)
      if (!wanted.has(name)) problems.push(`${language} ${key} has {${name}}, English has not`);
    for (const name of wanted)
      if (!found.has(name) && !optional.has(name)) problems.push(`${language} ${key} leaves out {${name}}`);
  }
  for (const key of Object.keys(catalogue)) {
    if (expected.has(key)) continue;
    const base = pluralBase(key);
    problems.push(
      base !== undefined && `${base}_other` in english
        ? `${language} has ${key}, a plural form ${language} never picks`
        : `${language} has ${key}, which English has not`,
    );
  }
  return problems;
}
