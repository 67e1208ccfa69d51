import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  TRAFFIC_DIMENSIONS,
  TRAFFIC_NONE,
  TRAFFIC_TIMING_METRICS,
  type TimingRow,
  DAY_MS,
} from '@playfront/contracts';
import { histogramPercentiles } from './histogram-percentiles.ts';
import { chosenTimedValues } from './rollup-traffic-timing.ts';
import type { ValueSamples } from './traffic-fold.ts';
import { timingRows } from './traffic-assembly.ts';
import { DIMENSION_COLUMNS, type EventScope } from './traffic-sql.ts';
import { eventsAfterRollups } from './events-after-rollups.ts';
import { timingBucketSql } from '../rollups/timing-bucket-sql.ts';
import {
  decodedValue,
  dimensionId,
  encodedText,
  encodedValue,
  scopeOf,
  type TimingDimension,
  TIMING_METRIC_IDS,
} from '../rollups/traffic-rollup-keys.ts';

/**
 * The stored stags (`encodedText`: '' for none) whose events a scope keeps, when it narrows the
 * site by stag alone: a stag filter (`(none)`: the events without one), a restriction to stags
 * (an affiliate manager's, an affiliate's), or both (the filter's stag if the restriction lists
 * it, else none at all). Null for a scope with any other filter, or no stag condition: those do
 * not read the stag rollups (decision 104).
 */
export function stagsOf(scope: Pick<EventScope, 'filters' | 'stags'>): readonly string[] | null {
  if (TRAFFIC_DIMENSIONS.some((d) => d !== 'stag' && scope.filters[d] !== undefined)) return null;
  const filtered = scope.filters.stag;
  const listed = scope.stags === null ? null : [...new Set(scope.stags)];
  if (filtered === undefined) return listed === null ? null : listed.map(encodedText);
  // The filter's "(none)" keeps the events without a stag; a restriction lists stags only.
  const stag = filtered === TRAFFIC_NONE ? null : filtered;
  if (listed === null) return [encodedText(stag)];
  return stag !== null && listed.includes(stag) ? [encodedText(stag)] : [];
}

/**
 * The timing card of a stag-scoped dashboard by one dimension, the same numbers as the raw
 * report's (`sql-traffic-timing.ts`): the stags' histograms (`traffic_stag_timing`, the
 * events up to the rollups' `traffic_seq`) plus the scope's events stored after that seq, read
 * raw. The statement reads the seq itself, so both parts come from one snapshot: an event is
 * counted by the rows or by the raw part, never both, never neither; and no catch-up is asked of
 * the updater (a dashboard never waits for the rollups, even after a flood). As the other cards,
 * the sample counts per value (`samples`: the fold's of the period's events, decision 125) pick
 * the `top` values first, then their histograms are merged and the percentiles read off them
 * (`histogramPercentiles`).
 */
export async function stagTimingBy<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  scope: EventScope,
  stags: readonly string[],
  dimension: TimingDimension,
  start: number,
  end: number,
  top: number,
  samples: readonly ValueSamples[],
): Promise<TimingRow[]> {
  if (stags.length === 0) return [];
  const dim = dimensionId(dimension);
  const value = encodedValue(DIMENSION_COLUMNS[dimension]);
  const first = start / DAY_MS;
  const last = end / DAY_MS;
  const stagList = sql.join(stags.map((stag) => sql`${stag}`));
  // By day only (migration 0041): a stag's weeks would hold nearly as many rows as its days.
  const rolled = (columns: RawBuilder<unknown>, where: RawBuilder<unknown>) =>
    sql`select ${columns} from traffic_stag_timing
      where scope = ${scopeOf(scope.includeBots)} and stag in (${stagList}) and dim = ${dim}
        and day >= ${first} and day < ${last} and ${where}`;
  // The values are chosen by the sample counts of every event in scope (the fold's, decision 125).
  const chosen = chosenTimedValues(
    samples.map((row) => ({
      value: encodedText(row.value),
      loading: row.loading,
      first_byte: row.firstByte,
    })),
    top,
  );
  if (chosen.length === 0) return [];
  // The scope's events the rows do not count yet, read in the same statement as the rows.
  const after = await eventsAfterRollups(db, dialect, scope, start, end);
  const values = sql.join(chosen.map((row) => sql`${row.stored}`));
  const raw = sql.join(
    TRAFFIC_TIMING_METRICS.map(
      (metric) => sql`
        select ${value} as value, ${sql.lit(TIMING_METRIC_IDS[metric])} as metric,
          ${sql.raw(timingBucketSql(metric))} as sample, 1 as n
        from analytics_events
        where ${after} and ${sql.ref(metric)} is not null and ${value} in (${values})`,
    ),
    sql` union all `,
  );
  const { loading, firstByte } = await histogramPercentiles(
    db,
    sql`select value, metric, sample, sum(n) as n from (
        select value, metric, sample, samples as n
        from (${rolled(sql`value, metric, sample, samples`, sql`metric in (0, 1) and value in (${values})`)}) r
        union all ${raw}) h
      group by value, metric, sample having sum(n) > 0`,
    decodedValue,
  );
  return timingRows(loading, firstByte, top);
}
