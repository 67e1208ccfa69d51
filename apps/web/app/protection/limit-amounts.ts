import {
  currencyExponent,
  DEPOSIT_LIMIT_PERIODS,
  formatMinorUnits,
  isCurrencyCode,
  parseAmount,
  type DepositLimits,
  type SetDepositLimitsRequest,
} from '@playfront/contracts';

export type LimitsChange =
  { readonly ok: true; readonly request: SetDepositLimitsRequest | null } | { readonly ok: false };

/** The form field of a period's limit. */
export const limitField = (period: string): string => `limit-${period}`;

/**
 * The changes the form asks for against the limits in force: each period's amount as typed in
 * `language` (major units; empty for none). Periods left as they are are not sent, so saving an
 * untouched form neither audits nor restarts a waiting raise. `request` is null when nothing
 * changed; not ok when an amount cannot be read or is not above zero.
 */
export function limitsChange(form: FormData, current: DepositLimits, language: string): LimitsChange {
  const { currency } = current;
  if (!isCurrencyCode(currency)) return { ok: false };
  const limits: SetDepositLimitsRequest['limits'] = [];
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const raw = form.get(limitField(period));
    if (typeof raw !== 'string') continue;
    const typed = raw.trim();
    const inForce = current.limits.find((limit) => limit.period === period)?.amount ?? null;
    if (typed === '') {
      if (inForce !== null) limits.push({ period, amount: null });
      continue;
    }
    const parsed = parseAmount(typed, language, currencyExponent(currency));
    if (!parsed.ok || parsed.minor <= 0) return { ok: false };
    if (parsed.minor !== inForce) limits.push({ period, amount: parsed.minor });
  }
  return { ok: true, request: limits.length === 0 ? null : { limits } };
}

/** A limit in the form's field: a plain decimal (`100.00`), which parseAmount reads in every language. */
export function limitInputValue(amount: number | null, currency: string): string {
  return amount === null || !isCurrencyCode(currency) ? '' : formatMinorUnits(amount, currency);
}
