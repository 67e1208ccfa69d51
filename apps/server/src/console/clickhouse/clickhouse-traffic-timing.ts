import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_TIMING_METRICS, type TimingRow, type TimingStats } from '@playfront/contracts';
import { timingRows } from '../traffic/traffic-assembly.ts';
import type { EventScope } from '../traffic/traffic-sql.ts';
import { distinctEvents } from './clickhouse-traffic-sql.ts';

const millis = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** The percentiles of the card, as (name, percent) for nearest rank. */
const PERCENTILES = [
  ['p50', 50],
  ['p75', 75],
  ['p95', 95],
] as const;

/** One value's samples and percentiles of each metric, as `<metric>_samples`, `<metric>_p50`, … */
type PercentileRow = { value: string | null } & Record<string, number | null>;

/**
 * The timing card of one dimension (`pathname` or `device`): nearest-rank p50, p75 and p95 (the
 * value at rank ceil(p × n) of the sorted samples) of both metrics per value, over the range's
 * events read each event_id once (a copy would be a second sample). Both metrics in one pass:
 * grouping a month's events by id is the query's cost, and it was paid once per metric.
 */
export async function timingCard(
  client: ClickHouseClient,
  scope: EventScope,
  column: 'pathname' | 'device',
  start: number,
  end: number,
  top: number,
): Promise<TimingRow[]> {
  const anyMetric = TRAFFIC_TIMING_METRICS.map((metric) => `isNotNull(${metric})`).join(' OR ');
  const events = distinctEvents(scope, start, end, `(${anyMetric})`, [column, ...TRAFFIC_TIMING_METRICS]);
  const sorted = TRAFFIC_TIMING_METRICS.map(
    (metric) => `arraySort(groupArrayIf(assumeNotNull(${metric}), isNotNull(${metric}))) AS ${metric}_sorted`,
  ).join(', ');
  const ranks = TRAFFIC_TIMING_METRICS.map((metric) =>
    [
      `length(${metric}_sorted) AS ${metric}_samples`,
      ...PERCENTILES.map(
        ([name, percent]) =>
          `if(${metric}_samples = 0, NULL, ${metric}_sorted[intDiv(${metric}_samples * ${percent} + 99, 100)]) AS ${metric}_${name}`,
      ),
    ].join(', '),
  ).join(', ');
  const result = await client.query({
    query: `
      SELECT value, ${ranks}
      FROM (SELECT ${column} AS value, ${sorted} FROM ${events} GROUP BY value)`,
    format: 'JSONEachRow',
  });
  const rows = await result.json<PercentileRow>();
  const [loading, firstByte] = TRAFFIC_TIMING_METRICS.map(
    (metric) =>
      new Map<string | null, TimingStats>(
        rows
          .filter((row) => (row[`${metric}_samples`] ?? 0) > 0)
          .map((row) => [
            row.value,
            {
              samples: row[`${metric}_samples`] ?? 0,
              p50: millis(row[`${metric}_p50`] ?? null),
              p75: millis(row[`${metric}_p75`] ?? null),
              p95: millis(row[`${metric}_p95`] ?? null),
            },
          ]),
      ),
  );
  return timingRows(loading, firstByte, top);
}
