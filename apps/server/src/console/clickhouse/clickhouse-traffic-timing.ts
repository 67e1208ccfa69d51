import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_TIMING_METRICS, type TimingRow, type TimingStats } from '@playfront/contracts';
import { timingBucketSql } from '../rollups/timing-bucket-sql.ts';
import { millis, timingRows } from '../traffic/traffic-assembly.ts';
import type { EventScope } from '../traffic/traffic-sql.ts';
import { distinctEvents } from './clickhouse-traffic-sql.ts';

/** The percentiles of the card, as (name, percent) for nearest rank. */
const PERCENTILES = [
  ['p50', 50],
  ['p75', 75],
  ['p95', 95],
] as const;

/** One card's value's samples and percentiles of each metric, as `<metric>_samples`, `<metric>_p50`, … */
type PercentileRow = { dimension: TimingDimension; value: string | null } & Record<string, number | null>;

/** The dimensions with a timing card. */
const TIMING_DIMENSIONS = ['pathname', 'device'] as const;
type TimingDimension = (typeof TIMING_DIMENSIONS)[number];

/**
 * The timing cards (by `pathname` and by `device`): nearest-rank p50, p75 and p95 (the value at
 * rank ceil(p × n) of the sorted samples, each as its bucket's value, decision 088) of both
 * metrics per value, over the range's events
 * read each event_id once (a copy would be a second sample). Both cards and both metrics in one
 * pass: grouping a month's events by id is the query's cost, and it was paid once per card
 * (decision 080) and before that once per metric.
 */
export async function timingCards(
  client: ClickHouseClient,
  scope: EventScope,
  start: number,
  end: number,
  top: number,
): Promise<Record<TimingDimension, TimingRow[]>> {
  const anyMetric = TRAFFIC_TIMING_METRICS.map((metric) => `isNotNull(${metric})`).join(' OR ');
  const events = distinctEvents(scope, start, end, `(${anyMetric})`, [
    ...TIMING_DIMENSIONS,
    ...TRAFFIC_TIMING_METRICS,
  ]);
  const sorted = TRAFFIC_TIMING_METRICS.map(
    (metric) =>
      `arraySort(groupArrayIf(assumeNotNull(${timingBucketSql(metric)}), isNotNull(${metric}))) AS ${metric}_sorted`,
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
  // Each event once per card: (card, its value) pairs, the cards' values grouped apart.
  const pairs = TIMING_DIMENSIONS.map((dimension) => `('${dimension}', ${dimension})`).join(', ');
  const result = await client.query({
    query: `
      SELECT dimension, value, ${ranks}
      FROM (
        SELECT tupleElement(pair, 1) AS dimension, tupleElement(pair, 2) AS value, ${sorted}
        FROM ${events}
        ARRAY JOIN [${pairs}] AS pair
        GROUP BY dimension, value
      )`,
    format: 'JSONEachRow',
  });
  const rows = await result.json<PercentileRow>();
  const card = (dimension: TimingDimension): TimingRow[] => {
    const [loading, firstByte] = TRAFFIC_TIMING_METRICS.map(
      (metric) =>
        new Map<string | null, TimingStats>(
          rows
            .filter((row) => row.dimension === dimension && (row[`${metric}_samples`] ?? 0) > 0)
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
  };
  return { pathname: card('pathname'), device: card('device') };
}
