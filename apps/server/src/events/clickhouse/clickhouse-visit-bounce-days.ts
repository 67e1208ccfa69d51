import { DAY_MS } from '@playfront/contracts';
import type { ClickHouseClient } from '@clickhouse/client';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';
import { NO_SECOND_VIEW } from './clickhouse-visits.ts';

/** `second_day` of a visit without a second page view: after every day a Date holds. */
export const NO_SECOND_DAY = 65535;

/**
 * The kept visits of each day by the day of their second page view (decision 116), rebuilt with
 * decision 090's cells as the same generation: per day, variant (`bots` 0 over humans' events,
 * 1 over all) and `second_day` (the day number of the visit's second page view, NO_SECOND_DAY
 * if none), how many visits start that day. A visit is a bounce in a range of whole days when its
 * second page view comes after the range's last day, so the dashboard's visits and bounces of
 * any such range are sums of these rows, with no `FINAL` over analytics_visits.
 *
 * Read from the kept visits (`FINAL`, one day's partition range by the sorting key), not from
 * the events: a visit's second page view may come days after its start. So a day's rows follow
 * the visits updater: whenever it writes a visit (or deletes one), it lists the visit's start
 * day on the days' work list (`markVisitDays`), and a report brings the updater up to date before
 * it reads which days are clean.
 */
export const VISIT_BOUNCE_DAYS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visit_bounce_days (
  day Date,
  generation String,
  bots UInt8,
  second_day UInt16,
  visits UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (bots, day, generation, second_day)`;

/**
 * The day number of a visit's second page view (unix ms in `secondView`), NO_SECOND_DAY when it is
 * `none` (no second view): the key of this table and of the stags' visit rows (decision 119).
 */
export function secondDaySql(secondView: string, none: string): string {
  return `if(${secondView} = ${none}, toUInt16(${NO_SECOND_DAY}), toUInt16(intDiv(${secondView}, ${integerLiteral(DAY_MS)})))`;
}

/** The statement writing `day`'s rows of `generation` from the kept visits that start on it. */
export function visitBounceDaysStatement(day: string, generation: string): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  // Renamed inside: an alias named as a column it reads shadows it on 18.16.
  return `INSERT INTO analytics_visit_bounce_days (day, generation, bots, second_day, visits)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      kept_bots, second_on, count() AS visits
    FROM (
      SELECT bots AS kept_bots, deleted,
        ${secondDaySql('second_view', NO_SECOND_VIEW)} AS second_on
      FROM analytics_visits FINAL
      WHERE start >= ${integerLiteral(start)} AND start < ${integerLiteral(start + DAY_MS)}
    )
    WHERE deleted = 0
    GROUP BY kept_bots, second_on`;
}

/**
 * Lists the UTC days of the given visit starts (unix ms) on the days' work list, stamped with
 * the server's time: the visits updater calls it after writing visits, so each such day's
 * bounce rows are rebuilt, and read from the kept visits until then.
 */
export async function markVisitDays(client: ClickHouseClient, starts: readonly number[]): Promise<void> {
  const days = [...new Set(starts.map((start) => new Date(start).toISOString().slice(0, 10)))];
  if (days.length === 0) return;
  await client.command({
    query: `INSERT INTO analytics_timing_dirty (inserted_at, day)
      SELECT now() AS inserted_at, arrayJoin([${days.map((day) => `toDate(${stringLiteral(day)})`).join(', ')}]) AS day`,
  });
}
