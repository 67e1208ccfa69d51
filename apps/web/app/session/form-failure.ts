import { ACCOUNT_REFUSAL_CODES } from '@playfront/contracts';
import type { ApiAnswer } from '../context.ts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { errorCode } from './form-values.ts';

/** The API's words for each refused field, by the field's name (already in the page's language). */
export type FieldProblems = Readonly<Record<string, string>>;

/**
 * What a form shows when the API refused: a site message, or the API's own words; and, when the
 * API named the fields at fault, what is wrong with each (shown beside the field).
 */
export type FormFailure = ({ readonly key: MessageKey } | { readonly text: string }) & {
  readonly fields?: FieldProblems;
};

/** The `fields` of an error body (`[{ name, message }]`) by name; empty when there are none. */
function fieldProblemsOf(body: unknown): FieldProblems {
  const fields = typeof body === 'object' && body !== null && 'fields' in body ? body.fields : undefined;
  if (!Array.isArray(fields)) return {};
  const problems: Record<string, string> = {};
  for (const entry of fields as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, message } = entry as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && typeof message === 'string') problems[name] = message;
  }
  return problems;
}

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
  const fields = fieldProblemsOf(answer.body);
  const general: MessageKey = answer.status === 400 ? 'error.invalid' : 'error.generic';
  return Object.keys(fields).length === 0 ? { key: general } : { key: general, fields };
}

/** The failure's text in the page's language. */
export const failureText = (failure: FormFailure, t: (key: MessageKey) => string): string =>
  'text' in failure ? failure.text : t(failure.key);
