import { sql, type Kysely } from 'kysely';
import { ROLLUP_SUBSETS } from './rollup-subsets.ts';
import { DAY_MS, SCOPES } from './visit-deltas.ts';

/**
 * Month sums of the first-seen counts and visit starts (decision 073, migration 0030), beside the
 * daily rows of decision 068, for the months that are over (through `closed_through`). `first_seen_months` holds, per (scope, subset, month, key, previous
 * day), the daily first-seen counts of the month's days whose previous day is before the month
 * (the visitor's first day with the key in the month); `visit_count_months` the visit starts of
 * the month's days. Both are a fixed function of the daily rows, kept by every write of them to a
 * closed month (late events), and built once for a month when it is over (`closeMonthsThrough`).
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

/** The first day of the month before the one `nowMs` falls in: the last month that is over. */
export function lastClosedMonth(nowMs: number): number {
  return monthOf(monthOf(Math.floor(nowMs / DAY_MS)) - 1);
}

/** The first day of the last month whose sums are kept (months after it are read by day). */
export async function closedThrough<DB>(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ closed_through: number | string }>`
    select closed_through from first_seen_months_progress where id = 1`.execute(db);
  const row = rows[0];
  return row === undefined ? Number.NEGATIVE_INFINITY : Number(row.closed_through);
}

/**
 * Sums the months after the last closed one through `through` from their daily rows, and records
 * them closed (in the caller's write transaction: a batch then adds to them as it adds to the
 * daily rows, `FirstSeenChanges.write`, and a batch before did not, so each count is in once).
 * The first call (migration 0030) sums every month of the stored rows through `through`.
 */
export async function closeMonthsThrough<DB>(db: Kysely<DB>, through: number): Promise<void> {
  const closed = await closedThrough(db);
  if (closed >= through) return;
  const { rows } = await sql<{ low: number | string | null }>`
    select min(day) as low from (select min(day) as day from visit_counts
      union all select min(day) as day from first_seen_rollups) days`.execute(db);
  const low = rows[0]?.low;
  const first = Number.isFinite(closed)
    ? nextMonthOf(closed)
    : low === null || low === undefined
      ? through
      : monthOf(Number(low));
  for (let month = first; month <= through; month = nextMonthOf(month)) {
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
  await sql`delete from first_seen_months_progress`.execute(db);
  await sql`insert into first_seen_months_progress (id, closed_through) values (1, ${through})`.execute(db);
}
