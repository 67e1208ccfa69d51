/**
 * The rolling windows a player's deposit limit counts over (decision 055): the last 24 hours,
 * 7 days, or calendar month. Here, with the payments vocabulary, because the cashier config
 * names the period that binds; the limits' own contracts are in `limits/`.
 */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
