/**
 * Why a method is listed but cannot be used now. Methods are returned marked with the reason
 * rather than hidden, so the cashier can grey them out and say why.
 * - `country_not_supported`: not offered in the player's country;
 * - `currency_not_supported`: no limits in the requested currency for this action;
 * - `action_not_supported`: the method does not do this action (deposit or cashout);
 * - `kyc_required`: the player must pass identity checks first (crypto cashouts);
 * - `kyc_rejected`: identity checks failed, so no cashout is possible;
 * - `balance_below_minimum`: a cashout's minimum is more than the player's balance.
 */
export const UNAVAILABLE_REASONS = [
  'country_not_supported',
  'currency_not_supported',
  'action_not_supported',
  'kyc_required',
  'kyc_rejected',
  'balance_below_minimum',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
