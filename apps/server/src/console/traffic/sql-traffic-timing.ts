import { sql, type Kysely, type RawBuilder } from 'kysely';
import { TRAFFIC_TIMING_METRICS, type TimingRow, type TrafficDimension } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { byWeight, count, timingRows, type Numeric } from './traffic-assembly.ts';
import { histogramPercentiles } from './histogram-percentiles.ts';
import { timingBucketSql } from '../rollups/timing-bucket-sql.ts';
import { TIMING_METRIC_IDS } from '../rollups/traffic-rollup-keys.ts';
import { column, inScope, type EventScope } from './traffic-sql.ts';

/** `expression` is one of `values` (none included when `null` is one of them). */
function oneOf(expression: RawBuilder<unknown>, values: readonly (string | null)[]): RawBuilder<unknown> {
  const named = values.filter((value): value is string => value !== null);
  const parts =
    named.length === 0 ? [] : [sql`${expression} in (${sql.join(named.map((value) => sql`${value}`))})`];
  if (named.length < values.length) parts.push(sql`${expression} is null`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Page timing by one dimension: both metrics' percentiles per value, the values with the most
 * samples first (then by name), at most `limit` of them. As the rollups' card does
 * (rollup-traffic-timing.ts), first the sample counts per value pick the card's values; then, for
 * those only, the events are counted per value, metric and bucket (each sample counts as its
 * bucket's value, decision 088), both metrics in one query, and the percentiles read off those
 * counts. Decision 093: ranking every sample of every value sorted each metric's events apart
 * (65–85 ms each for a busy stag's week at 2 million events).
 */
export async function timingBy(
  db: Kysely<Database>,
  scope: EventScope,
  dimension: TrafficDimension,
  start: number,
  end: number,
  limit: number,
): Promise<TimingRow[]> {
  const value = column(dimension);
  const inRange = sql`timestamp >= ${start} and timestamp < ${end} and ${inScope(scope)}`;
  const { rows: counts } = await sql<{ value: string | null; loading: Numeric; first_byte: Numeric }>`
    select ${value} as value, count(loading_time) as loading, count(time_to_first_byte) as first_byte
    from analytics_events
    where ${inRange}
    group by ${value}`.execute(db);
  const chosen = counts
    .map((row) => ({ value: row.value, weight: Math.max(count(row.loading), count(row.first_byte)) }))
    .filter((row) => row.weight > 0)
    .sort(byWeight)
    .slice(0, limit)
    .map((row) => row.value);
  if (chosen.length === 0) return [];
  const samples = sql.join(
    TRAFFIC_TIMING_METRICS.map(
      (metric) => sql`
        select ${value} as value, ${sql.lit(TIMING_METRIC_IDS[metric])} as metric,
          ${sql.raw(timingBucketSql(metric))} as sample
        from analytics_events
        where ${inRange} and ${sql.ref(metric)} is not null and ${oneOf(value, chosen)}`,
    ),
    sql` union all `,
  );
  const { loading, firstByte } = await histogramPercentiles(
    db,
    sql`select value, metric, sample, count(*) as n from (${samples}) s group by value, metric, sample`,
  );
  return timingRows(loading, firstByte, limit);
}
