import { DAY_MS } from '@playfront/contracts';
import type { StartExclusionRequest } from '@playfront/contracts';
import { addMonths } from './deposit-windows.ts';

/**
 * When an exclusion asked for at `now` ends: a cool-off after whole days of 24 hours, a
 * self-exclusion after whole calendar months (UTC, the same time of day; the month's last day
 * when it is shorter), as the deposit limits count a month.
 */
export function exclusionEnd(request: StartExclusionRequest, now: number): number {
  return request.kind === 'cool_off' ? now + request.days * DAY_MS : addMonths(now, request.months);
}
