/** A report's ratio (click_to_reg, reg_to_ftd): four decimals, null when nothing to divide by. */
export const ratio = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : Math.round((numerator / denominator) * 10_000) / 10_000;
