import { useTranslation } from 'react-i18next';
import type { MessageKey } from './messages/en.ts';

/**
 * `t` limited to the site's keys, so a typo fails the typecheck. A text that counts is asked for
 * by its base with a numeric `count`; i18next picks `key_one`, `key_other`… (Intl.PluralRules).
 */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return (key, values) => t(key, values ?? {});
}
