import type { TrafficDimension, TrafficInterval } from '@playfront/contracts';
import { stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { visitorKeySql } from '../../events/clickhouse/clickhouse-visitor-hash.ts';
import { DIMENSION_COLUMNS, type EventScope } from '../traffic/traffic-sql.ts';
import type { TimingDays } from './clickhouse-timing-days-read.ts';
import { bucketExpression, dayMidnightSql, ROLLUP_NULL, scopeCondition } from './clickhouse-traffic-sql.ts';

/** What a stags' visitors query counts: per bucket of an interval (null: one row), or per value. */
export type StagVisitorsShape =
  | { readonly kind: 'bucket'; readonly interval: TrafficInterval | null }
  | { readonly kind: 'value'; readonly dimension: TrafficDimension };

/**
 * The distinct visitors of a scope of stags only (isStagsOnly) over the range's whole days, per
 * bucket (`bucket`) or per value of a dimension (`item`, NULL as null), as one set (decision
 * 105): the rebuilt days' visitor hashes of its stags in analytics_visitor_stag_days, `UNION ALL`
 * the same hash of the other days' raw events within the scope (as stored, as the daily rollup's
 * view took them), counted by `uniqExact`: a visitor of several days, stags or both is one.
 */
export function stagVisitorsSql(scope: EventScope, days: TimingDays, shape: StagVisitorsShape): string {
  // The stag card reads the rows of no dimension by their stag key.
  const stagCard = shape.kind === 'value' && shape.dimension === 'stag';
  const dimension = shape.kind === 'value' && !stagCard ? shape.dimension : '';
  // Named apart from the outer `item`: an alias named as a column it reads is cyclic on 18.16.
  const key = (day: string, value: string) =>
    shape.kind === 'bucket'
      ? `${shape.interval === null ? '0' : bucketExpression(shape.interval, dayMidnightSql(day))} AS bucket`
      : `${value} AS item_key`;
  const first = days.built[0]?.day ?? '1970-01-01';
  const last = days.built.at(-1)?.day ?? first;
  const parts = [
    `SELECT ${key('day', stagCard ? 'stag' : 'value')}, visitor FROM analytics_visitor_stag_days
    WHERE ${scope.includeBots ? '1 = 1' : 'bot = 0'} AND stag IN ${stringList(scope.stags ?? [])}
      AND dimension = ${stringLiteral(dimension)}
      AND day >= toDate(${stringLiteral(first)}) AND day <= toDate(${stringLiteral(last)})
      AND generation IN ${stringList(days.built.map((built) => built.generation))}`,
  ];
  if (days.raw.length > 0) {
    const value = stagCard
      ? 'assumeNotNull(stag)'
      : shape.kind === 'value'
        ? `ifNull(${DIMENSION_COLUMNS[shape.dimension]}, '${ROLLUP_NULL}')`
        : "''";
    parts.push(`SELECT ${key('event_date', value)},
      ${visitorKeySql()} AS visitor FROM analytics_events
    WHERE event_date IN (${days.raw.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})
      AND isNotNull(temp_player_id) AND ${scopeCondition(scope, 'raw')}`);
  }
  const counted = shape.kind === 'bucket' ? 'bucket' : `nullIf(item_key, '${ROLLUP_NULL}') AS item`;
  return `SELECT ${counted}, uniqExact(visitor) AS n FROM (${parts.join(' UNION ALL ')}) GROUP BY ${shape.kind === 'bucket' ? 'bucket' : 'item'}`;
}
