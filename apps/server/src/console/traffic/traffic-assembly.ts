import type {
  TimingRow,
  TimingStats,
  TrafficInterval,
  TrafficPoint,
  TrafficReport,
  TrafficTotals,
} from '@playfront/contracts';
import { bucketSize, bucketStart } from './traffic-sql.ts';
import { isoDay, rangeMs } from './traffic-range.ts';
import type { TrafficReportParams } from './traffic-report-source.ts';

/*
 * What the traffic dashboard's engines (SQL, ClickHouse) share once their numbers are read: the
 * rounding, the series' empty buckets, the timing card's order.
 */

/** PostgreSQL answers counts and sums as strings (bigint); SQLite and ClickHouse as numbers. */
export type Numeric = string | number | null;
export const count = (value: Numeric): number => (value === null ? 0 : Number(value));
/** A ratio to four decimals; none without a denominator. */
export const ratio = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : Math.round((numerator / denominator) * 10_000) / 10_000;

/**
 * A percentile as the card shows it: milliseconds to the tenth (a bucket's value, decision 088,
 * is one already; this drops the tails of its division by 10).
 */
export const millis = (value: Numeric): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** A value with no samples of a metric. */
export const NO_TIMING: TimingStats = { samples: 0, p50: null, p75: null, p95: null };

/** The timing card's order: most samples first, then by value, none last. */
export const byWeight = (
  a: { readonly value: string | null; readonly weight: number },
  b: { readonly value: string | null; readonly weight: number },
): number =>
  b.weight - a.weight ||
  (a.value === null ? 1 : b.value === null ? -1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

type Percentiles = ReadonlyMap<string | null, TimingStats> | undefined;

/**
 * The timing card's rows from each metric's percentiles per value, whichever engine computed
 * them: the values seen in either metric, the busiest first (ties by value, none last), `top` of
 * them.
 */
export function timingRows(loading: Percentiles, firstByte: Percentiles, top: number): TimingRow[] {
  const values = new Set([...(loading?.keys() ?? []), ...(firstByte?.keys() ?? [])]);
  const rows: TimingRow[] = [...values].map((value) => ({
    value,
    loading_time: loading?.get(value) ?? NO_TIMING,
    time_to_first_byte: firstByte?.get(value) ?? NO_TIMING,
  }));
  const weighed = rows.map((row) => ({
    row,
    value: row.value,
    weight: Math.max(row.loading_time.samples, row.time_to_first_byte.samples),
  }));
  return weighed
    .sort(byWeight)
    .slice(0, top)
    .map(({ row }) => row);
}

/** Every bucket of the range in order, zero where nothing happened (bounded: see MAX_HOURLY_DAYS). */
export function fillSeries(
  interval: TrafficInterval,
  start: number,
  end: number,
  events: readonly { bucket: Numeric; visitors: Numeric; pageviews: Numeric }[],
  visits: readonly { bucket: Numeric; visits: Numeric }[],
): TrafficPoint[] {
  const points = new Map<number, TrafficPoint>();
  const size = bucketSize(interval);
  for (let at = bucketStart(interval, start); at < end; at += size) {
    points.set(at, { start: new Date(at).toISOString(), visitors: 0, visits: 0, pageviews: 0 });
  }
  for (const row of events) {
    const point = points.get(count(row.bucket));
    if (point === undefined) continue;
    point.visitors = count(row.visitors);
    point.pageviews = count(row.pageviews);
  }
  for (const row of visits) {
    const point = points.get(count(row.bucket));
    if (point !== undefined) point.visits = count(row.visits);
  }
  return [...points.values()];
}

/** What an engine works out of a dashboard; `dashboard` sets it in the answer's frame. */
export interface DashboardNumbers {
  readonly totals: TrafficTotals;
  /** The same-length period just before the range. */
  readonly previousTotals: TrafficTotals;
  readonly series: TrafficPoint[];
  readonly top: TrafficReport['top'];
  readonly timing: TrafficReport['timing'];
}

/** The dashboard's answer: what was asked, the previous period's dates, the engine's numbers. */
export function dashboard(params: TrafficReportParams, numbers: DashboardNumbers): TrafficReport {
  const { start, end } = rangeMs(params.from, params.to);
  return {
    from: params.from,
    to: params.to,
    interval: params.interval,
    filters: { ...params.filters },
    include_bots: params.includeBots,
    totals: numbers.totals,
    previous: {
      from: isoDay(start - (end - start)),
      to: isoDay(start - 1),
      totals: numbers.previousTotals,
    },
    series: numbers.series,
    top: numbers.top,
    timing: numbers.timing,
  };
}
