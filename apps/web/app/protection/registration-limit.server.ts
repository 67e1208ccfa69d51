import {
  currencyExponent,
  DEPOSIT_LIMITS_PATH,
  isCurrencyCode,
  isDepositLimitPeriod,
  parseAmount,
  type DepositLimitPeriod,
} from '@playfront/contracts';
import type { ApiAnswer, WebRequestContext } from '../context.ts';

export interface RegistrationLimit {
  readonly period: DepositLimitPeriod;
  readonly amount: number;
}

/**
 * The deposit limit the registration form asks for: null when the amount is empty, not ok when
 * it cannot be read as an amount above zero in the chosen currency (refused before the account
 * is made, so the player fixes it in the same form).
 */
export function readRegistrationLimit(
  form: FormData,
  language: string,
): { readonly ok: true; readonly limit: RegistrationLimit | null } | { readonly ok: false } {
  const amount = form.get('limitAmount');
  if (typeof amount !== 'string' || amount.trim() === '') return { ok: true, limit: null };
  const period = form.get('limitPeriod');
  const currency = form.get('currency');
  if (typeof period !== 'string' || !isDepositLimitPeriod(period)) return { ok: false };
  if (typeof currency !== 'string' || !isCurrencyCode(currency)) return { ok: false };
  const parsed = parseAmount(amount, language, currencyExponent(currency));
  if (!parsed.ok || parsed.minor <= 0) return { ok: false };
  return { ok: true, limit: { period, amount: parsed.minor } };
}

/** The session token a registration answer set (`pf_session=…`), or undefined. */
function sessionTokenOf(setCookies: readonly string[]): string | undefined {
  for (const cookie of setCookies) {
    const match = /^pf_session=([^;]+)/.exec(cookie);
    if (match?.[1] !== undefined) return match[1];
  }
  return undefined;
}

/** Sets the limit with the session the registration just opened (the browser has no cookie yet). */
export async function setRegistrationLimit(
  web: WebRequestContext,
  limit: RegistrationLimit,
  registered: ApiAnswer,
  language: string,
): Promise<void> {
  const session = sessionTokenOf(registered.setCookies);
  if (session === undefined) return;
  await web.api('PUT', DEPOSIT_LIMITS_PATH, { limits: [limit] }, { language, session });
}
