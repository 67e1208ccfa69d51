import { sql, type Kysely, type RawBuilder } from 'kysely';
import { TIMING_PERCENTILES, type TimingPercentile, type TimingStats } from '@playfront/contracts';
import { millis, type Numeric } from './traffic-assembly.ts';
import { TIMING_METRIC_IDS } from '../rollups/traffic-rollup-keys.ts';

/** Each metric's percentiles per value of a dimension. */
export interface MetricPercentiles {
  readonly loading: Map<string | null, TimingStats>;
  readonly firstByte: Map<string | null, TimingStats>;
}

/** Each percentile as a whole percent: the rank rule's `p100`. */
const PERCENT: Record<TimingPercentile, number> = { p50: 50, p75: 75, p95: 95 };

/** How many samples of `sample` a metric's value has: a histogram of one value and metric. */
export type SampleCounts = Map<number, number>;

/**
 * Nearest-rank percentiles (the value at rank ceil(p × n) of the sorted samples) from a histogram
 * of `(value, metric, sample, n)` rows, `n > 0` samples of `sample`: the smallest sample whose
 * running count reaches the rank, so the same numbers as ranking every sample, from a few rows
 * per value (decision 088's buckets). Both dialects: no percentile function, window sums only;
 * ceil(p × n) is (p100 × n + 99) / 100 in integer division. `value` maps the histogram's value
 * column to the card's (the rollups store it encoded). Used by the rollups' timing card and the
 * raw one (decision 093).
 */
export async function histogramPercentiles<DB>(
  db: Kysely<DB>,
  histogram: RawBuilder<unknown>,
  value: (stored: RawBuilder<unknown>) => RawBuilder<unknown> = (stored) => stored,
): Promise<MetricPercentiles> {
  const { rows } = await sql<{
    value: string | null;
    metric: Numeric;
    samples: Numeric;
    p50: Numeric;
    p75: Numeric;
    p95: Numeric;
  }>`
    with h as (${histogram}),
      c as (select value, metric, sample,
        cast(sum(n) over (partition by value, metric order by sample rows between unbounded preceding and current row) as bigint) as cum,
        cast(sum(n) over (partition by value, metric) as bigint) as total
        from h)
    select ${value(sql.ref('value'))} as value, metric, max(total) as samples,
      ${sql.join(
        TIMING_PERCENTILES.map(
          (name) =>
            sql`min(case when cum >= (total * ${sql.lit(PERCENT[name])} + 99) / 100 then sample end) as ${sql.ref(name)}`,
        ),
      )}
    from c group by value, metric`.execute(db);
  const loading = new Map<string | null, TimingStats>();
  const firstByte = new Map<string | null, TimingStats>();
  for (const row of rows) {
    const stats = {
      samples: Number(row.samples),
      p50: millis(row.p50),
      p75: millis(row.p75),
      p95: millis(row.p95),
    };
    (Number(row.metric) === TIMING_METRIC_IDS.loading_time ? loading : firstByte).set(row.value, stats);
  }
  return { loading, firstByte };
}

/**
 * The same percentiles from one value's histogram in JavaScript (the folded report's, decision
 * 123): the same rank, ceil(p × n) as (p100 × n + 99) / 100 in integer division, the same sample.
 */
export function percentilesOfCounts(counts: SampleCounts): TimingStats {
  const samples = [...counts.keys()].sort((a, b) => a - b);
  let total = 0;
  for (const n of counts.values()) total += n;
  const at = (name: TimingPercentile): number | null => {
    const rank = Math.floor((total * PERCENT[name] + 99) / 100);
    let cum = 0;
    for (const sample of samples) {
      cum += counts.get(sample) ?? 0;
      if (cum >= rank) return millis(sample);
    }
    return null;
  };
  return { samples: total, p50: at('p50'), p75: at('p75'), p95: at('p95') };
}
