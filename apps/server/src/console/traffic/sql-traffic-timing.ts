import { sql } from 'kysely';
import {
  TRAFFIC_TIMING_METRICS,
  type TrafficTimingMetric,
  type TimingRow,
  type TimingStats,
  type TrafficDimension,
} from '@playfront/contracts';
import type { EventSource } from './event-source.ts';
import { millis, timingRows, type Numeric } from './traffic-assembly.ts';
import { timingBucketSql } from '../rollups/timing-bucket-sql.ts';
import { column, inScope, type EventScope } from './traffic-sql.ts';

/**
 * Nearest-rank percentiles (the value at rank ceil(p × n) of the sorted samples, each sample
 * counted as its bucket's value, decision 088) of one metric
 * per value of a dimension, computed in SQL by both dialects: row_number() and count() over each
 * group, then the row at each rank. SQLite has no percentile function and PostgreSQL's
 * percentile_disc is not in SQLite, so ranks are the common ground; nothing is sent back but the
 * three values per group. ceil(p × n) is (p100 × n + 99) / 100 in integer division.
 */
async function percentiles(
  { db, table }: EventSource,
  scope: EventScope,
  dimension: TrafficDimension,
  metric: TrafficTimingMetric,
  start: number,
  end: number,
): Promise<Map<string | null, TimingStats>> {
  const value = column(dimension);
  const sample = sql.raw(timingBucketSql(metric));
  const result = await sql<{
    value: string | null;
    samples: Numeric;
    p50: Numeric;
    p75: Numeric;
    p95: Numeric;
  }>`
    with ranked as (
      select ${value} as value, ${sample} as sample,
        row_number() over (partition by ${value} order by ${sample}) as rank_no,
        count(*) over (partition by ${value}) as samples
      from ${sql.table(table)}
      where timestamp >= ${start} and timestamp < ${end} and ${sample} is not null and ${inScope(scope)}
    )
    select value, max(samples) as samples,
      max(case when rank_no = (samples * 50 + 99) / 100 then sample end) as p50,
      max(case when rank_no = (samples * 75 + 99) / 100 then sample end) as p75,
      max(case when rank_no = (samples * 95 + 99) / 100 then sample end) as p95
    from ranked group by value`.execute(db);
  return new Map(
    result.rows.map((row) => [
      row.value,
      { samples: Number(row.samples), p50: millis(row.p50), p75: millis(row.p75), p95: millis(row.p95) },
    ]),
  );
}

/**
 * Page timing by one dimension: both metrics per value, the values with the most samples first
 * (then by name), at most `limit` of them.
 */
export async function timingBy(
  from: EventSource,
  scope: EventScope,
  dimension: TrafficDimension,
  start: number,
  end: number,
  limit: number,
): Promise<TimingRow[]> {
  const [loading, firstByte] = await Promise.all(
    TRAFFIC_TIMING_METRICS.map((metric) => percentiles(from, scope, dimension, metric, start, end)),
  );
  return timingRows(loading, firstByte, limit);
}
