import { DAY_MS } from '@playfront/contracts';
import type { TrafficInterval } from '@playfront/contracts';
import { integerLiteral, stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { dayRuns, type TimingDays } from './clickhouse-timing-days-read.ts';
import { storedVisits } from './clickhouse-stored-visits.ts';
import { bucketExpression, dayMidnightSql } from './clickhouse-traffic-sql.ts';

/**
 * An unfiltered dashboard's visits and bounces of [start, end) (whole UTC days) per bucket of a
 * day or a week (decision 116): the rebuilt days from their rows by second page view's day
 * (analytics_visit_bounce_days; a visit is a bounce when that day is after the range), the
 * others from the kept visits through `FINAL`, in one query. `days` must be read after the
 * visits updater caught up: a day whose visits it wrote since its rebuild is then not clean.
 */
export function visitBucketsSql(
  includeBots: boolean,
  start: number,
  end: number,
  interval: Exclude<TrafficInterval, 'hour'>,
  days: TimingDays,
): string {
  const bots = includeBots ? 1 : 0;
  // The first day after the range: a second page view on it or later leaves a bounce.
  const after = integerLiteral(end / DAY_MS);
  const parts: string[] = [];
  if (days.built.length > 0) {
    const first = days.built[0]?.day ?? '1970-01-01';
    const last = days.built.at(-1)?.day ?? first;
    parts.push(`
      SELECT ${bucketExpression(interval, dayMidnightSql('day'))} AS bucket,
        visits AS day_visits, if(second_day >= ${after}, visits, 0) AS day_bounces
      FROM analytics_visit_bounce_days
      WHERE bots = ${bots} AND day >= toDate(${stringLiteral(first)}) AND day <= toDate(${stringLiteral(last)})
        AND generation IN ${stringList(days.built.map((day) => day.generation))}`);
  }
  for (const run of dayRuns(days.raw)) {
    parts.push(`
      SELECT ${bucketExpression(interval, 'timestamp')} AS bucket, toUInt64(1) AS day_visits,
        toUInt64(second_view >= ${integerLiteral(end)}) AS day_bounces
      FROM ${storedVisits(includeBots, Math.max(start, run.start), Math.min(end, run.end), ['second_view'])}`);
  }
  return `SELECT bucket, sum(day_visits) AS visits, sum(day_bounces) AS bounces
    FROM (${parts.join(' UNION ALL ')})
    GROUP BY bucket`;
}
