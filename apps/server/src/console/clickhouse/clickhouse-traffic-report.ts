import type { ClickHouseClient } from '@clickhouse/client';
import {
  REALTIME_WINDOWS,
  TRAFFIC_DIMENSIONS,
  TRAFFIC_TIMING_METRICS,
  type TimingRow,
  type TrafficDimension,
  type TrafficInterval,
  type TrafficRealtime,
  type TrafficReport,
  type TrafficTop,
  type TrafficTotals,
} from '@playfront/contracts';
import { integerLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { VISIT_IDLE_MS } from '../reports/sql-affiliate-report.ts';
import { rangeMs } from '../traffic/traffic-range.ts';
import { fillSeries, ratio, timingRows } from '../traffic/traffic-assembly.ts';
import type {
  TrafficRealtimeParams,
  TrafficReportParams,
  TrafficReportSource,
} from '../traffic/traffic-report-source.ts';
import { DIMENSION_COLUMNS, type EventScope } from '../traffic/traffic-sql.ts';
import { bucketExpression, distinctEvents, ROLLUP_NULL, scopeCondition } from './clickhouse-traffic-sql.ts';

const DAY = 24 * 60 * 60 * 1000;
const millis = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

interface Counts {
  bucket: number;
  visitors: number;
  pageviews: number;
}
interface VisitBucket {
  bucket: number;
  visits: number;
  bounces: number;
}

/**
 * The traffic dashboard on ClickHouse, with the same numbers as `SqlTrafficReport`:
 * visitors and page views (totals, series, top lists) from the hourly rollup
 * (`analytics_events_hourly`, uniqExact states, so an event stored twice counts once); visits,
 * timing and realtime from raw events read each event_id once (`distinctEvents`). 18.16 has
 * no window functions, so a visitor's visits are found in arrays: their events sorted by time,
 * a visit opened where the gap passes VISIT_IDLE_MS, numbered by a running sum.
 */
export class ClickHouseTrafficReport implements TrafficReportSource {
  readonly #client: ClickHouseClient;

  constructor(client: ClickHouseClient) {
    this.#client = client;
  }

  async report(params: TrafficReportParams): Promise<TrafficReport> {
    const range = rangeMs(params.from, params.to);
    const days = (range.end - range.start) / DAY;
    const previous = { start: range.start - days * DAY, end: range.start };
    const [current, before, series, top, byPathname, byDevice] = await Promise.all([
      this.#totals(params, range.start, range.end, params.interval),
      this.#totals(params, previous.start, previous.end, params.interval),
      this.#rollup(params, range.start, range.end, params.interval),
      this.#top(params, range.start, range.end),
      this.#timingBy(params, 'pathname', range.start, range.end),
      this.#timingBy(params, 'device', range.start, range.end),
    ]);
    const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return {
      from: params.from,
      to: params.to,
      interval: params.interval,
      filters: { ...params.filters },
      include_bots: params.includeBots,
      totals: current.totals,
      previous: { from: isoDay(previous.start), to: isoDay(previous.end - 1), totals: before.totals },
      series: fillSeries(params.interval, range.start, range.end, series, current.visits),
      top,
      timing: { by_pathname: byPathname, by_device: byDevice },
    };
  }

  async realtime(params: TrafficRealtimeParams): Promise<TrafficRealtime> {
    const windows = await Promise.all(
      REALTIME_WINDOWS.map(async (minutes) => {
        const [row] = await this.#rows<{ visitors: number; pageviews: number }>(`
          SELECT uniqExact(temp_player_id) AS visitors, countIf(event = 'page_view') AS pageviews
          FROM ${distinctEvents(params, params.now - minutes * 60_000, params.now + 2 * DAY)}`);
        return { minutes, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 };
      }),
    );
    return { at: new Date(params.now).toISOString(), windows };
  }

  async #rows<Row>(query: string): Promise<Row[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  }

  async #totals(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval,
  ): Promise<{ totals: TrafficTotals; visits: VisitBucket[] }> {
    const [counts, visits] = await Promise.all([
      this.#rollup(scope, start, end, null),
      this.#visits(scope, start, end, interval),
    ]);
    const pageviews = counts[0]?.pageviews ?? 0;
    const visitCount = visits.reduce((sum, bucket) => sum + bucket.visits, 0);
    const bounces = visits.reduce((sum, bucket) => sum + bucket.bounces, 0);
    return {
      totals: {
        visitors: counts[0]?.visitors ?? 0,
        visits: visitCount,
        pageviews,
        views_per_visit: ratio(pageviews, visitCount),
        bounce_rate: ratio(bounces, visitCount),
      },
      visits,
    };
  }

  /**
   * Visitors and page views of [start, end) from the hourly rollup, per bucket of the interval,
   * or in one row for the whole range (interval null). Ranges are whole UTC days: whole hours.
   */
  #rollup(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval | null,
  ): Promise<Counts[]> {
    const bucket = interval === null ? '0' : bucketExpression(interval, 'hour');
    return this.#rows<Counts>(`
      SELECT ${bucket} AS bucket, uniqExactMerge(visitors) AS visitors, uniqExactIfMerge(pageviews) AS pageviews
      FROM analytics_events_hourly
      WHERE hour >= ${integerLiteral(start)} AND hour < ${integerLiteral(end)} AND ${scopeCondition(scope, 'rollup')}
      GROUP BY bucket`);
  }

  /**
   * Visits that start in [start, end), per bucket of their start; the idle window before
   * `start` is read too, so a visit already open at `start` is not counted again. A bounce is a
   * visit with at most one page view.
   */
  #visits(scope: EventScope, start: number, end: number, interval: TrafficInterval): Promise<VisitBucket[]> {
    const idle = integerLiteral(VISIT_IDLE_MS);
    return this.#rows<VisitBucket>(`
      SELECT ${bucketExpression(interval, 'started')} AS bucket, count() AS visits, countIf(views <= 1) AS bounces
      FROM (
        SELECT min(at) AS started, sum(page_view) AS views
        FROM (
          SELECT temp_player_id,
            arraySort(x -> x.1, groupArray((timestamp, event = 'page_view'))) AS sorted,
            arrayMap(x -> x.1, sorted) AS times,
            arrayMap(x -> x.2, sorted) AS view_flags,
            arrayCumSum(arrayMap((t, i) -> if(i = 1, 1, t - times[i - 1] > ${idle}), times, arrayEnumerate(times))) AS visit_numbers
          FROM ${distinctEvents(scope, start - VISIT_IDLE_MS, end, 'isNotNull(temp_player_id)')}
          GROUP BY temp_player_id
        )
        ARRAY JOIN times AS at, view_flags AS page_view, visit_numbers AS visit
        GROUP BY temp_player_id, visit
      )
      WHERE started >= ${integerLiteral(start)}
      GROUP BY bucket`);
  }

  /** The top rows of every dimension, from the rollup: most visitors, then page views, then the value. */
  async #top(params: TrafficReportParams, start: number, end: number): Promise<TrafficTop> {
    const lists = await Promise.all(
      TRAFFIC_DIMENSIONS.map(async (dimension) => {
        const column = DIMENSION_COLUMNS[dimension];
        const rows = await this.#rows<{ value: string | null; visitors: number; pageviews: number }>(`
          SELECT nullIf(${column}, '${ROLLUP_NULL}') AS value,
            uniqExactMerge(visitors) AS visitors, uniqExactIfMerge(pageviews) AS pageviews
          FROM analytics_events_hourly
          WHERE hour >= ${integerLiteral(start)} AND hour < ${integerLiteral(end)} AND ${scopeCondition(params, 'rollup')}
          GROUP BY value
          ORDER BY visitors DESC, pageviews DESC, isNull(value), value
          LIMIT ${integerLiteral(params.top)}`);
        return [dimension, rows] as const;
      }),
    );
    return Object.fromEntries(lists) as TrafficTop;
  }

  /**
   * Nearest-rank p50, p75 and p95 (the value at rank ceil(p × n) of the sorted samples) of both
   * metrics per value of a dimension: the values with the most samples first, then by name.
   */
  async #timingBy(
    params: TrafficReportParams,
    dimension: TrafficDimension,
    start: number,
    end: number,
  ): Promise<TimingRow[]> {
    const [loading, firstByte] = await Promise.all(
      TRAFFIC_TIMING_METRICS.map(async (metric) => {
        const rows = await this.#rows<{
          value: string | null;
          samples: number;
          p50: number | null;
          p75: number | null;
          p95: number | null;
        }>(`
          SELECT value, length(sorted) AS samples,
            sorted[intDiv(samples * 50 + 99, 100)] AS p50,
            sorted[intDiv(samples * 75 + 99, 100)] AS p75,
            sorted[intDiv(samples * 95 + 99, 100)] AS p95
          FROM (
            SELECT ${DIMENSION_COLUMNS[dimension]} AS value, arraySort(groupArray(assumeNotNull(${metric}))) AS sorted
            FROM ${distinctEvents(params, start, end, `isNotNull(${metric})`)}
            GROUP BY value
          )`);
        return new Map(
          rows.map((row) => [
            row.value,
            { samples: row.samples, p50: millis(row.p50), p75: millis(row.p75), p95: millis(row.p95) },
          ]),
        );
      }),
    );
    return timingRows(loading, firstByte, params.top);
  }
}
