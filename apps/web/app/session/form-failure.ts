import { ACCOUNT_REFUSAL_CODES } from '@playfront/contracts';
import type { ApiAnswer } from '../context.ts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { errorCode } from './form-values.ts';

/** What a form shows when the API refused: a site message, or the API's own words. */
export type FormFailure = { readonly key: MessageKey } | { readonly text: string };

const WORDED_BY_API: ReadonlySet<string> = new Set(ACCOUNT_REFUSAL_CODES);

/**
 * The failure to show for a refused API call. Account refusals come worded by the API in the
 * page's language (the action passes it), so the rule's message lives in one place; other codes
 * map to the site's messages (`byCode`), then to "check the fields" for a 400, else generic.
 */
export function formFailure(
  answer: ApiAnswer,
  byCode: Readonly<Record<string, MessageKey>> = {},
): FormFailure {
  const code = errorCode(answer.body);
  if (code !== null && WORDED_BY_API.has(code)) {
    const { message } = answer.body as { message?: unknown };
    if (typeof message === 'string') return { text: message };
  }
  const key = code === null ? undefined : byCode[code];
  if (key !== undefined) return { key };
  return { key: answer.status === 400 ? 'error.invalid' : 'error.generic' };
}

/** The failure's text in the page's language. */
export const failureText = (failure: FormFailure, t: (key: MessageKey) => string): string =>
  'text' in failure ? failure.text : t(failure.key);
