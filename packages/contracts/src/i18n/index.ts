export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './languages.ts';
export type { SupportedLanguage } from './languages.ts';
export {
  languageFromAcceptLanguage,
  matchLanguage,
  negotiateLanguage,
  parseAcceptLanguage,
} from './negotiate-language.ts';
export { PLURAL_CATEGORIES, pluralBase, pluralCategoriesOf, pluralKey } from './plurals.ts';
export type { MessageKeyOf, PluralBaseOf, PluralCategory, PluralFormOf, TranslationOf } from './plurals.ts';
export { formatMessage, interpolate } from './format-message.ts';
export { formatSize } from './format-size.ts';
export type { MessageParams } from './format-message.ts';
export { catalogueProblems } from './catalogue-problems.ts';
export { textDirection } from './text-direction.ts';
export type { Catalogue, PlaceholderSyntax } from './catalogue-problems.ts';
