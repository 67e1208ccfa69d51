import { useTranslation } from 'react-i18next';
import type { MessageKey } from './messages/en.ts';

/** `t` limited to the site's keys, so a typo fails the typecheck. */
export function useT(): (key: MessageKey, values?: Record<string, string>) => string {
  const { t } = useTranslation();
  return (key, values) => t(key, values ?? {});
}
