import { formatMessage, type SupportedLanguage } from '@playfront/contracts';
import type { ValidationMessage, ValidationText } from '@playfront/contracts/field-rules';
import ar from '@playfront/contracts/field-rules/text/ar';
import de from '@playfront/contracts/field-rules/text/de';
import en from '@playfront/contracts/field-rules/text/en';
import es from '@playfront/contracts/field-rules/text/es';
import fi from '@playfront/contracts/field-rules/text/fi';
import ja from '@playfront/contracts/field-rules/text/ja';
import ptBR from '@playfront/contracts/field-rules/text/pt-BR';
import tr from '@playfront/contracts/field-rules/text/tr';

/** The field rules' texts, the same the cashier shows for the same problem. */
const FIELD_PROBLEM_TEXTS: Readonly<Record<SupportedLanguage, ValidationText>> = {
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
export function fieldProblemText(language: SupportedLanguage, problem: ValidationMessage): string {
  const texts: Readonly<Record<string, string>> = FIELD_PROBLEM_TEXTS[language];
  return formatMessage((key) => texts[key], problem.key, problem.params, language) ?? problem.key;
}
