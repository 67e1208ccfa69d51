import { useEffect, useMemo, useState } from 'react';
import { negotiateLanguage } from '@playfront/contracts';
import { loadMessages } from '../i18n/load-messages.ts';
import { createTranslate, DEFAULT_MESSAGES, fallbackText, type Translate } from '../i18n/messages.ts';

// The server's field keys with no text read as words (`Card number`), never as keys.
const english = createTranslate(DEFAULT_MESSAGES, fallbackText);

/**
 * The widget's translator: the host's `messages` when given, else the cashier's own text for
 * `language`, loaded on demand. Until a language arrives the previous one (English at first)
 * stays, so switching never flashes raw keys; a failed load keeps it too.
 */
export function useLanguageTranslate(
  language: string,
  messages: Readonly<Record<string, string>> | undefined,
): Translate {
  const [loaded, setLoaded] = useState<Translate>(() => english);
  useEffect(() => {
    if (messages !== undefined) return;
    let current = true;
    loadMessages(language).then(
      (text) => {
        // Plural rules of the catalogue's language (`pt-PT` reads the `pt-BR` text, so its rules).
        if (current) setLoaded(() => createTranslate(text, fallbackText, negotiateLanguage([language])));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, messages]);
  const hosted = useMemo(
    () =>
      messages === undefined
        ? undefined
        : createTranslate({ ...DEFAULT_MESSAGES, ...messages }, fallbackText, language),
    [messages, language],
  );
  return hosted ?? loaded;
}
