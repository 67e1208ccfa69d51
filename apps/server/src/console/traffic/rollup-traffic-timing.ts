import { sql, type Kysely } from 'kysely';
import type { TimingRow } from '@playfront/contracts';
import { daysAndWeeks, TIMING_TABLES, VALUE_COUNT_TABLES } from './days-and-weeks.ts';
import { byWeight, count, timingRows, type Numeric } from './traffic-assembly.ts';
import { histogramPercentiles } from './histogram-percentiles.ts';
import { decodedValue, dimensionId, type TimingDimension } from '../rollups/traffic-rollup-keys.ts';

/** A value's timing samples, as stored (`encodedValue`), summed per metric. */
export interface TimedValueCount {
  readonly value: string;
  readonly loading: Numeric;
  readonly first_byte: Numeric;
}

/**
 * The card's `top` values, as the raw report picks them: by the larger of their two metrics'
 * sample counts, none without a sample; each as stored (to read its histograms) and as shown.
 */
export function chosenTimedValues(
  counts: readonly TimedValueCount[],
  top: number,
): { readonly stored: string; readonly value: string | null; readonly weight: number }[] {
  return counts
    .map((row) => ({
      stored: row.value,
      value: row.value === '' ? null : row.value.slice(1),
      weight: Math.max(count(row.loading), count(row.first_byte)),
    }))
    .filter((row) => row.weight > 0)
    .sort(byWeight)
    .slice(0, top);
}

/**
 * The timing card by one dimension from the histograms of `traffic_timing` (decision 078): first
 * the sample counts per value (`traffic_value_counts`), to pick the card's `top` values as the raw
 * report does; then, for
 * those only, the histograms merged over the range (its whole weeks by week, its other days by
 * day) and the bucket at each nearest rank (the smallest whose running count reaches
 * ceil(p × n)), the same numbers as sql-traffic-timing.ts.
 */
export async function rolledTimingBy<DB>(
  db: Kysely<DB>,
  scope: number,
  dimension: TimingDimension,
  firstDay: number,
  endDay: number,
  top: number,
): Promise<TimingRow[]> {
  const dim = dimensionId(dimension);
  const sampleCounts = daysAndWeeks(
    VALUE_COUNT_TABLES,
    firstDay,
    endDay,
    sql`value, loading_samples, ttfb_samples`,
    sql`scope = ${scope} and dim = ${dim}`,
  );
  const { rows: counts } = await sql<TimedValueCount>`
    select value, sum(loading_samples) as loading, sum(ttfb_samples) as first_byte from (${sampleCounts}) r
    group by value`.execute(db);
  const chosen = chosenTimedValues(counts, top);
  if (chosen.length === 0) return [];
  const values = sql.join(chosen.map((row) => sql`${row.stored}`));
  // The range's whole weeks from the weeks' histograms, the days at its edges from the days'.
  const histograms = daysAndWeeks(
    TIMING_TABLES,
    firstDay,
    endDay,
    sql`value, metric, sample, samples`,
    sql`scope = ${scope} and dim = ${dim} and value in (${values}) and metric in (0, 1)`,
  );
  const { loading, firstByte } = await histogramPercentiles(
    db,
    sql`select value, metric, sample, sum(samples) as n from (${histograms}) r
      group by value, metric, sample having sum(samples) > 0`,
    decodedValue,
  );
  return timingRows(loading, firstByte, top);
}
