import type { ApiAnswer } from '../context.ts';
import { formFailure, type FormFailure } from '../session/form-failure.ts';
import { errorCode } from '../session/form-values.ts';

/**
 * A refused recovery call: a bad link comes worded by the API in the page's language (the action
 * passes it), like the account refusals `formFailure` already passes on.
 */
export function recoveryFailure(answer: ApiAnswer): FormFailure & { readonly badLink: boolean } {
  if (errorCode(answer.body) === 'RECOVERY_LINK_INVALID') {
    const { message } = answer.body as { message?: unknown };
    if (typeof message === 'string') return { text: message, badLink: true };
  }
  return { ...formFailure(answer), badLink: false };
}
