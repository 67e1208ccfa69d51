import { redirect } from 'react-router';
import {
  DEPOSIT_LIMITS_PATH,
  EXCLUSION_PATH,
  isRealityCheckInterval,
  REALITY_CHECK_PATH,
  type DepositLimits,
  type ExclusionState,
} from '@playfront/contracts';
import type { WebRequestContext } from '../context.ts';
import { formFailure, type FormFailure } from '../session/form-failure.ts';
import { cookieHeaders } from '../session/form-values.ts';
import { limitsChange } from './limit-amounts.ts';
import { excludedLoginPath } from './excluded-notice.ts';

/** The page's forms. */
export const PROTECTION_INTENTS = ['limits', 'cool-off', 'self-exclusion', 'reality-check'] as const;
export type ProtectionIntent = (typeof PROTECTION_INTENTS)[number];

export type ProtectionResult =
  | { readonly intent: ProtectionIntent; readonly ok: true }
  | { readonly intent: ProtectionIntent; readonly ok: false; readonly error: FormFailure };

const refused = (intent: ProtectionIntent, error: FormFailure): ProtectionResult => ({
  intent,
  ok: false,
  error,
});

/** Saves the limits that changed; an amount the page cannot read is refused here, before the API. */
async function saveLimits(
  web: WebRequestContext,
  form: FormData,
  language: string,
): Promise<ProtectionResult> {
  const current = await web.api('GET', DEPOSIT_LIMITS_PATH);
  if (current.status !== 200) return refused('limits', { key: 'error.generic' });
  const change = limitsChange(form, current.body as DepositLimits, language);
  if (!change.ok) return refused('limits', { key: 'protection.limits.invalid' });
  if (change.request === null) return { intent: 'limits', ok: true };
  const answer = await web.api('PUT', DEPOSIT_LIMITS_PATH, change.request, { language });
  return answer.status === 200 ? { intent: 'limits', ok: true } : refused('limits', formFailure(answer));
}

/**
 * Starts a cool-off or self-exclusion. The API ends every session and clears the cookie; the
 * player lands on the log-in page, which says until when.
 */
async function startExclusion(
  web: WebRequestContext,
  form: FormData,
  intent: 'cool-off' | 'self-exclusion',
  language: string,
): Promise<ProtectionResult | Response> {
  // The box is required in the page; a request without it changes nothing.
  if (form.get('confirm') !== 'yes') return refused(intent, { key: 'error.invalid' });
  const length = Number(form.get('duration'));
  const currentPassword = form.get('currentPassword');
  const body =
    intent === 'cool-off'
      ? { kind: 'cool_off', days: length, currentPassword }
      : { kind: 'self_exclusion', months: length, currentPassword };
  const answer = await web.api('POST', EXCLUSION_PATH, body, { language });
  if (answer.status !== 201) {
    // The API words "not shorter" itself, with the end of the one in force.
    const { message } = answer.body as { message?: unknown };
    if (answer.status === 409 && typeof message === 'string') return refused(intent, { text: message });
    return refused(intent, formFailure(answer));
  }
  const { exclusion } = answer.body as ExclusionState;
  if (exclusion === null) return refused(intent, { key: 'error.generic' });
  return redirect(excludedLoginPath(exclusion), { headers: cookieHeaders(answer.setCookies) });
}

export async function protectionAction(
  web: WebRequestContext,
  form: FormData,
  language: string,
): Promise<ProtectionResult | Response> {
  const intent = PROTECTION_INTENTS.find((name) => name === form.get('intent')) ?? 'limits';
  if (intent === 'limits') return saveLimits(web, form, language);
  if (intent === 'cool-off' || intent === 'self-exclusion')
    return startExclusion(web, form, intent, language);
  const minutes = Number(form.get('intervalMinutes'));
  if (!isRealityCheckInterval(minutes)) return refused(intent, { key: 'error.invalid' });
  const answer = await web.api('PUT', REALITY_CHECK_PATH, { intervalMinutes: minutes }, { language });
  return answer.status === 200 ? { intent, ok: true } : refused(intent, formFailure(answer));
}
