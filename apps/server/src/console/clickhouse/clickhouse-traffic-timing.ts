import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_TIMING_METRICS, type TimingRow, type TimingStats } from '@playfront/contracts';
import { timingBucketSql } from '../rollups/timing-bucket-sql.ts';
import { millis, timingRows } from '../traffic/traffic-assembly.ts';
import { isSelective, type EventScope } from '../traffic/traffic-sql.ts';
import { PERCENTILES, timingCellsSql } from './clickhouse-timing-cells.ts';
import { timingDays } from './clickhouse-timing-days-read.ts';
import { timingWeeks } from './clickhouse-timing-weeks-read.ts';
import { distinctEvents, isStagsOnly } from './clickhouse-traffic-sql.ts';

/** The dimensions with a timing card. */
const TIMING_DIMENSIONS = ['pathname', 'device'] as const;
type TimingDimension = (typeof TIMING_DIMENSIONS)[number];

/** One card's value's samples and percentiles of one metric (`metric` its index in TRAFFIC_TIMING_METRICS). */
interface PercentileRow {
  dimension: TimingDimension;
  value: string | null;
  metric: number;
  samples: number;
  p50: number | null;
  p75: number | null;
  p95: number | null;
}

/**
 * Where the cards' samples are read from: `days` the per-day tables where they answer (decision
 * 090's for an unfiltered scope, 099's per-stag cells for a scope of stags only, read once:
 * decision 107), `days, stag pages first` the same with a stags' shown pages chosen before their
 * cells are read (107's before), `unfiltered days` those of an unfiltered scope only (a stags'
 * cards from raw events: decision 099's before), `events` raw events only (090's before). Each
 * but `days by day` reads a range's whole weeks from their summed rows where they answer
 * (decision 118); `days by day` is `days` without them (118's before).
 */
export type TimingSource = 'days' | 'days by day' | 'days, stag pages first' | 'unfiltered days' | 'events';

/**
 * The timing cards (by `pathname` and by `device`): nearest-rank p50, p75 and p95 (the value at
 * rank ceil(p × n) of the sorted samples, each as its bucket's value, decision 088) of both
 * metrics per value, each event_id counted once (a copy would be a second sample). An unfiltered
 * scope reads the per-day tables for the days rebuilt since their last insert and raw events for
 * the others (decision 090), a scope of stags only its stags' cells likewise (decision 099); a
 * scope with a filter, or a range with no rebuilt day, reads raw events only (`source` narrows
 * that: the bench compares them).
 */
export async function timingCards(
  client: ClickHouseClient,
  scope: EventScope,
  start: number,
  end: number,
  top: number,
  source: TimingSource = 'days',
): Promise<Record<TimingDimension, TimingRow[]>> {
  const stagCells = isStagsOnly(scope) && source !== 'unfiltered days' && source !== 'events';
  const fromDays = source !== 'events' && (!isSelective(scope) || stagCells);
  const days = fromDays ? await timingDays(client, start, end) : null;
  const shown = stagCells && source !== 'days, stag pages first' ? 'one read' : 'pages first';
  const weeks = days === null || source === 'days by day' ? [] : await timingWeeks(client, days.built);
  const rows =
    days !== null && days.built.length > 0
      ? await percentileRows(client, timingCellsSql(scope, start, end, top, days, shown, weeks))
      : await rawPercentileRows(client, scope, start, end);
  const card = (dimension: TimingDimension): TimingRow[] => {
    const [loading, firstByte] = TRAFFIC_TIMING_METRICS.map(
      (_, metric) =>
        new Map<string | null, TimingStats>(
          rows
            .filter((row) => row.dimension === dimension && row.metric === metric && row.samples > 0)
            .map((row) => [
              row.value,
              { samples: row.samples, p50: millis(row.p50), p75: millis(row.p75), p95: millis(row.p95) },
            ]),
        ),
    );
    return timingRows(loading, firstByte, top);
  };
  return { pathname: card('pathname'), device: card('device') };
}

/** The rows of a percentiles query, a value kept as '\0' (the tables' NULL) read back as null. */
async function percentileRows(client: ClickHouseClient, query: string): Promise<PercentileRow[]> {
  const result = await client.query({ query, format: 'JSONEachRow' });
  const rows = await result.json<PercentileRow>();
  return rows.map((row) => ({ ...row, value: row.value === '\0' ? null : row.value }));
}

/** The raw query's row: per (card, value), `<metric>_samples`, `<metric>_p50`, … of each metric. */
type WideRow = { dimension: TimingDimension; value: string | null } & Record<string, number | null>;

/**
 * Both cards from the range's raw events, read once: per (card, value) each metric's buckets in
 * a sorted array and the percentiles read at their ranks, one row per metric. Grouping a
 * month's events by id is the query's cost, so both cards come from one pass with (card, value)
 * pairs (decision 080).
 */
async function rawPercentileRows(
  client: ClickHouseClient,
  scope: EventScope,
  start: number,
  end: number,
): Promise<PercentileRow[]> {
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
  const rows = await result.json<WideRow>();
  return rows.flatMap((row) =>
    TRAFFIC_TIMING_METRICS.map((metric, index) => ({
      dimension: row.dimension,
      value: row.value,
      metric: index,
      samples: row[`${metric}_samples`] ?? 0,
      p50: row[`${metric}_p50`] ?? null,
      p75: row[`${metric}_p75`] ?? null,
      p95: row[`${metric}_p95`] ?? null,
    })),
  );
}
