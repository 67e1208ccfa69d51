import { formatMoney, isCurrencyCode } from '@playfront/contracts';

/**
 * A balance as the language writes money, by the one formatter the cashier and the payments API
 * use too. The API answers known currency codes only; anything else is shown as it came.
 */
export function formatBalance(amount: number, currency: string, language: string): string {
  return isCurrencyCode(currency) ? formatMoney(amount, currency, language) : `${String(amount)} ${currency}`;
}
