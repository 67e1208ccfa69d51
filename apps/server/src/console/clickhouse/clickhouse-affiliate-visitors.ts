import type { ReportDimension } from '@playfront/contracts';
import { stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import type { VisitorsDailyDimension } from '../../events/clickhouse/clickhouse-visitors-daily.ts';
import type { RollupQuery } from '../rollups/rollup-traffic.ts';
import { ROLLUP_NULL } from './clickhouse-traffic-sql.ts';

/**
 * The report dimensions the daily visitors rollup keeps as its `dimension` (decision 070), and the
 * chain links as their key's (decision 113).
 */
export const DAILY_ROLLUP_DIMENSION: Partial<Record<ReportDimension, VisitorsDailyDimension>> = {
  interlayer_id: 'interlayer_id',
  country: 'country',
  device: 'device',
};

/** Each report dimension over the rollup's columns, as the SQL dialects name days and months. */
const COLUMN: Readonly<Record<ReportDimension, string>> = {
  day: 'toString(day)',
  month: 'substring(toString(day), 1, 7)',
  stag: `nullIf(stag, '${ROLLUP_NULL}')`,
  interlayer_id: `nullIf(value, '${ROLLUP_NULL}')`,
  country: `nullIf(value, '${ROLLUP_NULL}')`,
  device: `nullIf(value, '${ROLLUP_NULL}')`,
};

/**
 * The affiliate report's unique visitors per group from `analytics_visitors_daily`, when the
 * grouping names at most one of the dimensions it keeps besides day, month and stag (its key):
 * the distinct visitor ids among the range's events in scope, as the raw query counts them
 * (the rollup holds only events with a visitor id). Null when the rollup cannot answer
 * (two such dimensions), and the raw events are read.
 */
export function dailyUniqueVisitorsQuery(
  query: RollupQuery,
  groupBy: readonly ReportDimension[],
  from: string,
  to: string,
): string | null {
  const kept = groupBy.filter((dimension) => DAILY_ROLLUP_DIMENSION[dimension] !== undefined);
  if (kept.length > 1) return null;
  const dimension = kept[0] === undefined ? '' : (DAILY_ROLLUP_DIMENSION[kept[0]] ?? '');
  const select = groupBy.map((name) => `${COLUMN[name]} AS ${name}_value, `).join('');
  const group = groupBy.length === 0 ? '' : `GROUP BY ${groupBy.map((name) => `${name}_value`).join(', ')}`;
  const stags =
    query.stags === null
      ? ''
      : query.stags.length === 0
        ? 'AND 1 = 0'
        : `AND stag IN ${stringList(query.stags)}`;
  return `
    SELECT ${select} uniqExactMerge(visitors) AS n
    FROM analytics_visitors_daily
    WHERE dimension = ${stringLiteral(dimension)}
      AND day >= toDate(${stringLiteral(from)}) AND day <= toDate(${stringLiteral(to)})
      AND ${query.includeBots ? '1 = 1' : 'bot = 0'} ${stags}
    ${group}`;
}
