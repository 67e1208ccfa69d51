/** The sums a money rollup entry holds, in its packed order after the key id. */
export const MONEY_SUMS = [
  'registrations',
  'deposits_count',
  'deposits_amount',
  'cashouts_amount',
  'ftd_count',
  'ftd_amount',
  'second_deposits',
] as const;
export type MoneySum = (typeof MONEY_SUMS)[number];

/** Zero sums: a literal (one shape), not built from MONEY_SUMS (a dictionary-mode object). */
export const zeroSums = (): Record<MoneySum, number> => ({
  registrations: 0,
  deposits_count: 0,
  deposits_amount: 0,
  cashouts_amount: 0,
  ftd_count: 0,
  ftd_amount: 0,
  second_deposits: 0,
});
