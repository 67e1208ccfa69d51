import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely } from 'kysely';
import { ROLLUP_SUBSETS } from './rollup-subsets.ts';
import { SCOPES } from './visit-deltas.ts';

/**
 * Month sums of the first-seen counts and visit starts (decision 073, migration 0030), beside the
 * daily rows of decision 068, for the days that are over (through `summed_through`, yesterday). `first_seen_months` holds, per (scope, subset, month, key, previous
 * day), the daily first-seen counts of the month's days whose previous day is before the month
 * (the visitor's first day with the key in the month); `visit_count_months` the visit starts of
 * the month's days. Both are a fixed function of the summed days' rows, kept by every write of a
 * summed day's rows (late events), and added to once a day for the day that ended (`sumDaysThrough`).
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

/** The last day that is over when it is `nowMs`: yesterday (UTC), summed by the background step. */
export function lastSummableDay(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) - 1;
}

/** The last day whose counts are in the month sums (the days after it are read by day). */
export async function summedThrough<DB>(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ summed_through: number | string }>`
    select summed_through from first_seen_months_progress where id = 1`.execute(db);
  const row = rows[0];
  return row === undefined ? Number.NEGATIVE_INFINITY : Number(row.summed_through);
}

/**
 * Adds the days after the last summed one through `through` to their months' sums from their
 * daily rows, and records them summed (in the caller's write transaction: a batch then adds to a
 * summed day's month as it adds to its daily rows, `FirstSeenChanges.write`, and a batch before
 * did not, so each count is in once). The first call (migration 0030) sums every stored day
 * through `through`; later ones the day or two since the last.
 */
export async function sumDaysThrough<DB>(db: Kysely<DB>, through: number): Promise<void> {
  const summed = await summedThrough(db);
  if (summed >= through) return;
  const { rows } = await sql<{ low: number | string | null }>`
    select min(day) as low from (select min(day) as day from visit_counts
      union all select min(day) as day from first_seen_rollups) days`.execute(db);
  const low = rows[0]?.low;
  const first = Number.isFinite(summed)
    ? summed + 1
    : low === null || low === undefined
      ? through + 1
      : Number(low);
  for (let from = first; from <= through; from = nextMonthOf(from)) {
    const month = monthOf(from);
    const to = Math.min(nextMonthOf(from) - 1, through);
    // Per scope and subset: each statement reads one stretch of the daily primary key.
    for (const scope of SCOPES) {
      for (let subset = 0; subset < ROLLUP_SUBSETS.length; subset += 1) {
        await sql`insert into first_seen_months (scope, subset, month, prev, key, visitors)
          select scope, subset, ${month}, prev, key, sum(visitors) from first_seen_rollups
          where scope = ${scope} and subset = ${subset} and day >= ${from} and day <= ${to}
            and prev < ${month}
          group by scope, subset, prev, key
          on conflict (scope, subset, month, prev, key)
          do update set visitors = first_seen_months.visitors + excluded.visitors`.execute(db);
        await sql`insert into visit_count_months (scope, subset, month, key, visits)
          select scope, subset, ${month}, key, sum(visits) from visit_counts
          where scope = ${scope} and subset = ${subset} and day >= ${from} and day <= ${to}
          group by scope, subset, key
          on conflict (scope, subset, month, key)
          do update set visits = visit_count_months.visits + excluded.visits`.execute(db);
      }
    }
  }
  await sql`delete from first_seen_months_progress`.execute(db);
  await sql`insert into first_seen_months_progress (id, summed_through) values (1, ${through})`.execute(db);
}
