/**
 * The reality check (issue 14, decision 060): a reminder, at an interval the player picks, of the
 * time spent since log-in and the session's net deposits.
 */

/** `GET` reads the interval and the session's numbers; `PUT` sets the interval. */
export const REALITY_CHECK_PATH = '/api/v1/player/reality-check';

/** Minutes between reminders; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export function isRealityCheckInterval(value: number): value is RealityCheckInterval {
  return (REALITY_CHECK_INTERVALS as readonly number[]).includes(value);
}
