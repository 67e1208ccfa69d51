import { formatMessage, type SupportedLanguage } from '@playfront/contracts';
import { AR } from './ar.ts';
import { DE } from './de.ts';
import { EN, type RecoveryTextKey, type RecoveryTexts } from './en.ts';
import { ES } from './es.ts';
import { FI } from './fi.ts';
import { JA } from './ja.ts';
import { PT_BR } from './pt-BR.ts';
import { TR } from './tr.ts';

export const RECOVERY_TEXTS: Readonly<Record<SupportedLanguage, RecoveryTexts>> = {
  en: EN,
  de: DE,
  es: ES,
  'pt-BR': PT_BR,
  fi: FI,
  tr: TR,
  ja: JA,
  ar: AR,
};

export type RecoveryText = (
  key: RecoveryTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** Account recovery's texts in `language`, placeholders filled by the contracts' one formatter. */
export function recoveryText(language: SupportedLanguage): RecoveryText {
  const texts: Readonly<Record<string, string | undefined>> = RECOVERY_TEXTS[language];
  return (key, params) => formatMessage((name) => texts[name], key, params, language) ?? EN[key];
}
