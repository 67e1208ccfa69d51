import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages.ts';
import type { Messages } from './messages/en.ts';

/**
 * One i18next instance for one language. The messages come with the root loader's data, so the
 * browser downloads only the language it shows; they are complete (messages.test.ts), so there
 * is no fallback language. Ready at once: the server makes one per request, sharing nothing.
 */
export function createI18n(language: Language, messages: Messages): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    // Keys contain dots; they are flat, not nested.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
