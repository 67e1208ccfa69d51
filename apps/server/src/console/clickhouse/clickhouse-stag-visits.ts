import type { TrafficInterval } from '@playfront/contracts';
import { stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { VISIT_STAG_VISITOR_ROW } from '../../events/clickhouse/clickhouse-visit-stag-days.ts';
import type { EventScope } from '../traffic/traffic-sql.ts';
import { rawVisitsSql } from './clickhouse-raw-visits.ts';
import { dayRuns, type TimingDays } from './clickhouse-timing-days-read.ts';
import { bucketExpression, dayMidnightSql } from './clickhouse-traffic-sql.ts';
import { visitorHashSql } from '../../events/clickhouse/clickhouse-visitor-hash.ts';

/**
 * The visits of a scope of stags only (isStagsOnly) that start in [start, end), per bucket (a
 * day or a week), as one query (decision 102): the rebuilt days from their rows of the scope's
 * stags in analytics_visit_stag_days, summed; on those days the visitors the rows name instead
 * (mixed stags, or a one-view visit open at midnight) from their raw events within the scope,
 * their visits of those days only; each run of days not rebuilt from raw events. Equal to
 * rawVisitsSql over the whole range.
 */
export function stagVisitsSql(
  scope: EventScope,
  start: number,
  end: number,
  interval: TrafficInterval,
  days: TimingDays,
): string {
  const parts: string[] = [];
  if (days.built.length > 0) {
    const first = days.built[0]?.day ?? '1970-01-01';
    const last = days.built.at(-1)?.day ?? first;
    const built = `bots = ${scope.includeBots ? 1 : 0}
      AND day >= toDate(${stringLiteral(first)}) AND day <= toDate(${stringLiteral(last)})
      AND generation IN ${stringList(days.built.map((day) => day.generation))}`;
    parts.push(`SELECT ${bucketExpression(interval, dayMidnightSql('day'))} AS bucket,
        visits, bounces
      FROM analytics_visit_stag_days
      WHERE ${built} AND stag IN ${stringList(scope.stags ?? [])}`);
    const named = `analytics_visit_stag_days WHERE ${built} AND stag = '${VISIT_STAG_VISITOR_ROW}'`;
    parts.push(
      rawVisitsSql(scope, start, end, interval, {
        events: `${visitorHashSql()} IN (SELECT visitor FROM ${named})`,
        visits: `(toDate(toDateTime(intDiv(started, 1000), 'UTC')), visitor) IN (SELECT day, visitor FROM ${named})`,
      }),
    );
  }
  for (const run of dayRuns(days.raw)) {
    parts.push(rawVisitsSql(scope, run.start, end, interval, { startedBefore: run.end }));
  }
  if (parts.length === 0)
    return `SELECT toInt64(0) AS bucket, toUInt64(0) AS visits, toUInt64(0) AS bounces WHERE 0`;
  return `SELECT bucket, sum(visits) AS visits, sum(bounces) AS bounces
    FROM (${parts.map((part) => `SELECT toInt64(bucket) AS bucket, toUInt64(visits) AS visits, toUInt64(bounces) AS bounces FROM (${part})`).join(' UNION ALL ')})
    GROUP BY bucket`;
}
