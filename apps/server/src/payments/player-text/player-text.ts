import { formatMessage, type MessageParams, type SupportedLanguage } from '@playfront/contracts';
import { AR } from './ar.ts';
import { DE } from './de.ts';
import { EN, type EN_TEXTS, type PlayerTextKey, type PlayerTexts, type PluralTextKey } from './en.ts';
import { ES } from './es.ts';
import { FI } from './fi.ts';
import { JA } from './ja.ts';
import { PT_BR } from './pt-BR.ts';
import { TR } from './tr.ts';

/** Every language's texts, by language. */
export const PLAYER_TEXTS: Readonly<Record<SupportedLanguage, PlayerTexts>> = {
  en: EN,
  de: DE,
  es: ES,
  'pt-BR': PT_BR,
  fi: FI,
  tr: TR,
  ja: JA,
  ar: AR,
};

/** The `{names}` in an English text. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The placeholders of a key's English text (of its `_other` form for a text that counts; none for codes). */
export type PlayerTextPlaceholders<Key extends PlayerTextKey> = Key extends PluralTextKey
  ? Placeholders<(typeof EN_TEXTS)[`${Key}_other`]>
  : Key extends keyof typeof EN_TEXTS
    ? Placeholders<(typeof EN_TEXTS)[Key]>
    : never;

/** A counting text's `count` is a number: it picks the plural form. */
type Params<Key extends PlayerTextKey> = Readonly<
  Record<Exclude<PlayerTextPlaceholders<Key>, 'count'>, string | number> &
    (Key extends PluralTextKey ? { count: number } : unknown)
>;

/**
 * A player-facing text in one language: `text('cashout.processing', { amount: '10.00 EUR' })`;
 * a text that counts takes `count`: `text('kyc.cashout_window', { amount, count: 30 })`.
 */
export type PlayerText = (<Key extends PlayerTextKey>(
  key: Key,
  ...params: [PlayerTextPlaceholders<Key>] extends [never] ? [] : [Params<Key>]
) => string) & {
  /** The language these texts are in (the field rules' texts are looked up by it). */
  readonly language: SupportedLanguage;
};

/**
 * The texts of `language`, with placeholders filled in (numbers in the language's digits) and
 * the plural form `count` needs, by the same rule as the cashier (contracts, `formatMessage`).
 */
export function playerText(language: SupportedLanguage): PlayerText {
  const texts: Readonly<Record<string, string | undefined>> = PLAYER_TEXTS[language];
  const lookup = (key: string): string | undefined => texts[key];
  const text: PlayerText = Object.assign(
    <Key extends PlayerTextKey>(
      key: Key,
      ...params: [PlayerTextPlaceholders<Key>] extends [never] ? [] : [Params<Key>]
    ) => {
      const values: MessageParams | undefined = params[0];
      return formatMessage(lookup, key, values, language) ?? key;
    },
    { language },
  );
  return text;
}

/** English, as the API answers without an `Accept-Language` (and callbacks, which have no player). */
export const ENGLISH_TEXT: PlayerText = playerText('en');
