import type { Language } from './languages.ts';
import { ar } from './messages/ar.ts';
import { de } from './messages/de.ts';
import { en, type Messages } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fi } from './messages/fi.ts';
import { ja } from './messages/ja.ts';
import { ptBR } from './messages/pt-br.ts';
import { tr } from './messages/tr.ts';

/** Every language's messages, bundled: they are small and SSR must answer in any of them. */
export const MESSAGES: Record<Language, Messages> = { en, de, es, 'pt-BR': ptBR, fi, tr, ja, ar };
