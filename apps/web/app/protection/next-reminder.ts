/**
 * When the next reality check is due: the next whole interval since the session began, so a
 * page load or a navigation keeps the schedule instead of restarting it. Null when it is off.
 */
export function nextReminderAt(
  sessionStartedAt: number,
  intervalMinutes: number,
  now: number,
): number | null {
  if (intervalMinutes <= 0) return null;
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - sessionStartedAt);
  return sessionStartedAt + (Math.floor(elapsed / interval) + 1) * interval;
}
