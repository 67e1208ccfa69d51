import { negotiateLanguage, SUPPORTED_LANGUAGES } from '@playfront/contracts';
import { DEFAULT_MESSAGES } from './messages.ts';

/** Languages the cashier has text for; English is built in, the others load on demand. */
export const CASHIER_LOCALE_TAGS = SUPPORTED_LANGUAGES;
export type CashierLocaleTag = (typeof CASHIER_LOCALE_TAGS)[number];

type Messages = Readonly<Record<string, string>>;
type LocaleModule = { readonly default: Messages };

// One literal `import()` per language so that bundlers emit each translation as its own chunk
// and a player downloads only theirs.
const LOADERS: Readonly<Record<Exclude<CashierLocaleTag, 'en'>, () => Promise<LocaleModule>>> = {
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  fi: () => import('./locales/fi.ts'),
  tr: () => import('./locales/tr.ts'),
  ja: () => import('./locales/ja.ts'),
  ar: () => import('./locales/ar.ts'),
};

const cache = new Map<CashierLocaleTag, Promise<Messages>>();

/**
 * All cashier text in the language that best fits `language` (the negotiation every side shares:
 * `de-AT` → `de`, `pt-PT` → `pt-BR`, else English), over English so that a key not yet translated
 * still shows English rather than the key. Each language loads once.
 */
export function loadMessages(language: string): Promise<Messages> {
  const tag = negotiateLanguage([language]);
  if (tag === 'en') return Promise.resolve(DEFAULT_MESSAGES);
  const cached = cache.get(tag);
  if (cached !== undefined) return cached;
  const loading = LOADERS[tag]().then(
    (module): Messages => Object.freeze({ ...DEFAULT_MESSAGES, ...module.default }),
    (error: unknown) => {
      // A failed chunk load (e.g. offline) must not stick: the next call tries again.
      cache.delete(tag);
      throw error;
    },
  );
  cache.set(tag, loading);
  return loading;
}
