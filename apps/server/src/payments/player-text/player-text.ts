import { type SupportedLanguage } from '@playfront/contracts';
import { AR } from './ar.ts';
import { DE } from './de.ts';
import { EN, type EN_TEXTS, type PlayerTextKey, type PlayerTexts } from './en.ts';
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

/** The placeholders of a key's English text (none for the error codes). */
export type PlayerTextPlaceholders<Key extends PlayerTextKey> = Key extends keyof typeof EN_TEXTS
  ? Placeholders<(typeof EN_TEXTS)[Key]>
  : never;

/** A player-facing text in one language: `text('cashout.processing', { amount: '10.00 EUR' })`. */
export type PlayerText = <Key extends PlayerTextKey>(
  key: Key,
  ...params: [PlayerTextPlaceholders<Key>] extends [never]
    ? []
    : [Readonly<Record<PlayerTextPlaceholders<Key>, string | number>>]
) => string;

/** The texts of `language`, with placeholders filled in. */
export function playerText(language: SupportedLanguage): PlayerText {
  const texts = PLAYER_TEXTS[language];
  return (key, ...params) => {
    const values: Readonly<Record<string, string | number>> = params[0] ?? {};
    return texts[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  };
}

/** English, as the API answers without an `Accept-Language` (and callbacks, which have no player). */
export const ENGLISH_TEXT: PlayerText = playerText('en');
