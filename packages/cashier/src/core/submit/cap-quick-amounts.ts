import type { CurrencyCode, DepositAllowance } from '@playfront/contracts';

/**
 * The quick amounts a deposit may offer under the player's own deposit limit (decision 055):
 * none above the remaining allowance, so one click never fills in an amount the server refuses.
 * Other actions, other currencies and players without limits keep them all.
 */
export function capQuickAmounts(
  amounts: readonly number[],
  action: string,
  currency: CurrencyCode,
  allowance: DepositAllowance | undefined,
): number[] {
  if (action !== 'deposit' || allowance === undefined || allowance.currency !== currency) return [...amounts];
  return amounts.filter((amount) => amount <= allowance.amount);
}
