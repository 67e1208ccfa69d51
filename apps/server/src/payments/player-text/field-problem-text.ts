import type { ValidationMessage, ValidationText } from '@playfront/contracts/field-rules';
import ar from '@playfront/contracts/field-rules/text/ar';
import de from '@playfront/contracts/field-rules/text/de';
import en from '@playfront/contracts/field-rules/text/en';
import es from '@playfront/contracts/field-rules/text/es';
import fi from '@playfront/contracts/field-rules/text/fi';
import ja from '@playfront/contracts/field-rules/text/ja';
import ptBR from '@playfront/contracts/field-rules/text/pt-BR';
import tr from '@playfront/contracts/field-rules/text/tr';
import type { PlayerLanguage } from './negotiate-language.ts';
import { fillPlaceholders } from './player-text.ts';

/** The field rules' texts, the same the cashier shows for the same problem. */
const FIELD_PROBLEM_TEXTS: Readonly<Record<PlayerLanguage, ValidationText>> = {
  en,
  de,
  es,
  'pt-BR': ptBR,
  fi,
  tr,
  ja,
  ar,
};

/** A field rule's problem (`{ key, params }`) as the player reads it in `language`. */
export function fieldProblemText(language: PlayerLanguage, problem: ValidationMessage): string {
  return fillPlaceholders(FIELD_PROBLEM_TEXTS[language][problem.key], problem.params ?? {});
}
