import { sql, type Kysely } from 'kysely';
import { ROLLUP_SUBSETS } from './rollup-subsets.ts';
import { DAY_MS, SCOPES } from './visit-deltas.ts';

/**
 * Month sums of the first-seen counts and visit starts (decision 073, migration 0030), beside the
 * daily rows of decision 068. `first_seen_months` holds, per (scope, subset, month, key, previous
 * day), the daily first-seen counts of the month's days whose previous day is before the month
 * (the visitor's first day with the key in the month); `visit_count_months` the visit starts of
 * the month's days. Both are a fixed function of the daily rows, kept by every write of them.
 */

/** The UTC day number of the first day of `day`'s month. */
export function monthOf(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/** The UTC day number of the first day of the month after `day`'s. */
export function nextMonthOf(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
}

/**
 * Builds the month sums from the daily rows stored so far (migration 0030): the daily rows are
 * whatever decision 068's fill and the updater had written, and from then on every write of them
 * adds to the months as well (`FirstSeenChanges.write`), so the months stay their sum.
 */
export async function copyDailyIntoMonths<DB>(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ low: number | string | null; high: number | string | null }>`
    select min(day) as low, max(day) as high from visit_counts`.execute(db);
  const { rows: seen } = await sql<{ low: number | string | null; high: number | string | null }>`
    select min(day) as low, max(day) as high from first_seen_rollups`.execute(db);
  const lows = [rows[0]?.low, seen[0]?.low].filter((d) => d !== null && d !== undefined).map(Number);
  const highs = [rows[0]?.high, seen[0]?.high].filter((d) => d !== null && d !== undefined).map(Number);
  if (lows.length === 0) return;
  const high = Math.max(...highs);
  for (let month = monthOf(Math.min(...lows)); month <= high; month = nextMonthOf(month)) {
    const next = nextMonthOf(month);
    // Per scope and subset: each statement reads one stretch of the daily primary key.
    for (const scope of SCOPES) {
      for (let subset = 0; subset < ROLLUP_SUBSETS.length; subset += 1) {
        await sql`insert into first_seen_months (scope, subset, month, prev, key, visitors)
          select scope, subset, ${month}, prev, key, sum(visitors) from first_seen_rollups
          where scope = ${scope} and subset = ${subset} and day >= ${month} and day < ${next}
            and prev < ${month}
          group by scope, subset, prev, key`.execute(db);
        await sql`insert into visit_count_months (scope, subset, month, key, visits)
          select scope, subset, ${month}, key, sum(visits) from visit_counts
          where scope = ${scope} and subset = ${subset} and day >= ${month} and day < ${next}
          group by scope, subset, key`.execute(db);
      }
    }
  }
}
