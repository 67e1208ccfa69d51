import { DAY_MS } from '@playfront/contracts';
import type { TrafficInterval } from '@playfront/contracts';
import {
  integerLiteral,
  stringArray,
  stringList,
  stringLiteral,
} from '../../events/clickhouse/clickhouse-literal.ts';
import type { EventScope } from '../traffic/traffic-sql.ts';
import { rawVisitsSql } from './clickhouse-raw-visits.ts';
import { dayRuns, type TimingDays } from './clickhouse-timing-days-read.ts';
import { bucketExpression, dayMidnightSql } from './clickhouse-traffic-sql.ts';
import { visitorHashSql } from '../../events/clickhouse/clickhouse-visitor-hash.ts';

/**
 * The visits of a scope of stags only (isStagsOnly) that start in [start, end), per bucket (a
 * day or a week), as one query (decision 119): the rebuilt days from analytics_visit_stag_sets,
 * each row counted where its `stags` are the list's part of its visitor's `among`, a bounce when
 * its second page view is on or after `end`'s day; on those days the visitors the rows name
 * instead from their raw events within the scope, their visits of those days only (the events
 * read from the day before the first named day: none at all when no visitor is named); each run
 * of days not rebuilt from raw events. Equal to rawVisitsSql over the whole range. `end` is a
 * midnight (the dashboard's ranges are whole days).
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
    const endDay = integerLiteral(Math.floor(end / DAY_MS));
    parts.push(`SELECT ${bucketExpression(interval, dayMidnightSql('day'))} AS bucket,
        visits, if(second_day >= ${endDay}, visits, 0) AS bounces
      FROM analytics_visit_stag_sets
      WHERE ${built} AND visitor = ''
        AND stags = arrayFilter(s -> has(${stringArray(scope.stags ?? [])}, s), among)`);
    const named = `analytics_visit_stag_sets WHERE ${built} AND visitor != ''`;
    // A scalar subquery is a constant to the key's analysis: no named visitor, no granule read.
    const from = `(SELECT if(count() = 0, toDate('2105-01-01'), min(day) - 1) FROM ${named})`;
    parts.push(
      rawVisitsSql(scope, start, end, interval, {
        events: `event_date >= ${from} AND ${visitorHashSql()} IN (SELECT visitor FROM ${named})`,
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
