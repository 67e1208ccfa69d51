import { DAY_MS } from '@playfront/contracts';
import type { DepositLimitPeriod } from '@playfront/contracts';

/** The same time of day one calendar month later (UTC), on the month's last day when it is shorter. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * Where a rolling window that ends now begins: 24 hours, 7 days, or one calendar month back
 * (UTC; 31 March looks back to the end of February). A deposit counts while it is after this.
 */
export function windowStart(period: DepositLimitPeriod, now: number): number {
  switch (period) {
    case 'day':
      return now - DAY_MS;
    case 'week':
      return now - 7 * DAY_MS;
    case 'month':
      return addMonths(now, -1);
  }
}

/** When a deposit made at `at` stops counting in the period's window. */
export function leavesWindowAt(period: DepositLimitPeriod, at: number): number {
  switch (period) {
    case 'day':
      return at + DAY_MS;
    case 'week':
      return at + 7 * DAY_MS;
    case 'month':
      return addMonths(at, 1);
  }
}
