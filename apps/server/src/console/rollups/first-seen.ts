import { MAX_REPORT_DAYS } from '@playfront/contracts';

/**
 * Unique visitors as first-seen counts (decision 068): for each (visitor, key) and each day they
 * are seen together, one count at (day, previous day seen together, or NO_PREVIOUS). The distinct
 * visitors of a key over days a..b are the counts with day in a..b and previous day < a.
 *
 * A previous day more than LOOKBACK_DAYS before is stored as NO_PREVIOUS: a report covers at most
 * MAX_REPORT_DAYS, so such a day is before the start of any range holding the later one, and the
 * sum is the same; it bounds how far back the updater looks.
 */
export const LOOKBACK_DAYS = MAX_REPORT_DAYS - 1;
export const NO_PREVIOUS = -1;

/** The previous day as stored for `day`. */
export const storedPrevious = (previous: number | null, day: number): number =>
  previous === null || day - previous > LOOKBACK_DAYS ? NO_PREVIOUS : previous;

/** What the stored days of one (visitor, key) hold around a day new to them (within the lookback). */
export interface Neighbours {
  readonly previous: number | null;
  readonly next: number | null;
}

/**
 * The change of one (visitor, key)'s counts when it is seen on `added` days it was not seen on
 * before, given each added day's stored neighbours: a day between two stored days p < n < q adds
 * (n, p), and moves q's count from (q, p) to (q, n). Answers (day, previous) → change.
 * Stored days that are neighbours of no added day keep their counts (their previous is unchanged),
 * so the rows of the known days before and after are enough.
 */
export function firstSeenChange(
  added: ReadonlyMap<number, Neighbours>,
): Map<string, { day: number; previous: number; change: number }> {
  const known = new Set<number>();
  for (const { previous, next } of added.values()) {
    if (previous !== null) known.add(previous);
    if (next !== null) known.add(next);
  }
  const before = [...known].sort((a, b) => a - b);
  const after = [...new Set([...known, ...added.keys()])].sort((a, b) => a - b);
  const out = new Map<string, { day: number; previous: number; change: number }>();
  const count = (days: readonly number[], change: number) => {
    days.forEach((day, i) => {
      const previous = storedPrevious(i === 0 ? null : (days[i - 1] ?? null), day);
      const id = `${day}:${previous}`;
      const row = out.get(id);
      if (row === undefined) out.set(id, { day, previous, change });
      else row.change += change;
    });
  };
  count(before, -1);
  count(after, 1);
  for (const [id, row] of out) if (row.change === 0) out.delete(id);
  return out;
}
