import type { ClickHouseClient } from '@clickhouse/client';
import {
  REALTIME_WINDOWS,
  TRAFFIC_DIMENSIONS,
  type TrafficInterval,
  type TrafficRealtime,
  type TrafficReport,
  type TrafficTop,
  type TrafficTotals,
  DAY_MS,
} from '@playfront/contracts';
import { integerLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { ClickHouseVisitsUpdater } from '../../events/clickhouse/clickhouse-visits-updater.ts';
import { rangeMs } from '../traffic/traffic-range.ts';
import { dashboard, fillSeries, ratio } from '../traffic/traffic-assembly.ts';
import type {
  TrafficRealtimeParams,
  TrafficReportParams,
  TrafficReportSource,
} from '../traffic/traffic-report-source.ts';
import { isSelective, type EventScope } from '../traffic/traffic-sql.ts';
import { ClickHouseTrafficCounts, type BucketCount, type CountSources } from './clickhouse-traffic-counts.ts';
import { rawVisitsSql } from './clickhouse-raw-visits.ts';
import { stagVisitsSql } from './clickhouse-stag-visits.ts';
import { readTimingDays, timingDays } from './clickhouse-timing-days-read.ts';
import { bucketExpression, distinctEvents, isStagsOnly } from './clickhouse-traffic-sql.ts';
import { storedVisits } from './clickhouse-stored-visits.ts';
import { timingCards, type TimingSource } from './clickhouse-traffic-timing.ts';
import { topValues } from './clickhouse-traffic-top.ts';
import { visitBucketsSql } from './clickhouse-visit-buckets.ts';

interface VisitBucket {
  bucket: number;
  visits: number;
  bounces: number;
}

const sum = (rows: readonly BucketCount[]): number => rows.reduce((total, row) => total + row.n, 0);

/**
 * Which built rows the report reads, as `CountSources` does for the counts: `timingSource`
 * 'events' the timing cards from raw events only (decision 090), `stagVisitDays` false a stags'
 * dashboard's visits from raw events (102).
 */
export interface ReportSources extends CountSources {
  readonly timingSource: TimingSource;
  readonly stagVisitDays: boolean;
  /** An unfiltered dashboard's visits and bounces by day or week from per-day rows (116). */
  readonly bounceDays: boolean;
}

/**
 * The traffic dashboard on ClickHouse, with the same numbers as `SqlTrafficReport`: visitors
 * and page views (totals, series, top lists) from the rollups (ClickHouseTrafficCounts: sets, so
 * an event stored twice counts once); visits of an unfiltered scope from the visits kept ahead of
 * time (analytics_visits, decision 072, brought up to date first); visits of a filtered scope,
 * timing and realtime from raw events. 18.16 has no window functions, so a visitor's visits are
 * found in arrays: their events sorted by time, a visit opened where the gap passes
 * VISIT_IDLE_MS, numbered by a running sum.
 */
export class ClickHouseTrafficReport implements TrafficReportSource {
  readonly #client: ClickHouseClient;
  readonly #counts: ClickHouseTrafficCounts;
  readonly #updater: ClickHouseVisitsUpdater;
  readonly #sources: Pick<ReportSources, 'timingSource' | 'stagVisitDays' | 'bounceDays'>;

  /** `sources`: the bench's befores (`ReportSources`); the built rows everywhere by default. */
  constructor(
    client: ClickHouseClient,
    updater = new ClickHouseVisitsUpdater(client),
    sources: Partial<ReportSources> = {},
  ) {
    this.#client = client;
    this.#updater = updater;
    this.#sources = {
      timingSource: sources.timingSource ?? 'days',
      stagVisitDays: sources.stagVisitDays ?? true,
      bounceDays: sources.bounceDays ?? true,
    };
    this.#counts = new ClickHouseTrafficCounts(client, sources);
  }

  async report(params: TrafficReportParams): Promise<TrafficReport> {
    const range = rangeMs(params.from, params.to);
    const days = (range.end - range.start) / DAY_MS;
    const previous = { start: range.start - days * DAY_MS, end: range.start };
    const [[total], visitors, pageviews, visits, before, top, timing] = await Promise.all([
      this.#counts.visitors(params, range.start, range.end, null),
      this.#counts.visitors(params, range.start, range.end, params.interval),
      this.#counts.pageviews(params, range.start, range.end, params.interval),
      this.#visits(params, range.start, range.end, params.interval),
      this.#previousTotals(params, previous.start, previous.end),
      this.#top(params, range.start, range.end),
      timingCards(this.#client, params, range.start, range.end, params.top, this.#sources.timingSource),
    ]);
    return dashboard(params, {
      // An event lies in one bucket (its copies share its time): the range's page views are
      // the buckets' sum, and no second set of every page view is merged for the total.
      totals: totals(total?.n ?? 0, sum(pageviews), visits),
      previousTotals: before,
      series: fillSeries(params.interval, range.start, range.end, merged(visitors, pageviews), visits),
      top,
      timing: { by_pathname: timing.pathname, by_device: timing.device },
    });
  }

  async realtime(params: TrafficRealtimeParams): Promise<TrafficRealtime> {
    const windows = await Promise.all(
      REALTIME_WINDOWS.map(async (minutes) => {
        const events = distinctEvents(
          params,
          params.now - minutes * 60_000,
          params.now + 2 * DAY_MS,
          '1 = 1',
          ['event', 'temp_player_id'],
        );
        const [row] = await this.#rows<{ visitors: number; pageviews: number }>(`
          SELECT uniqExact(temp_player_id) AS visitors, countIf(event = 'page_view') AS pageviews FROM ${events}`);
        return { minutes, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 };
      }),
    );
    return { at: new Date(params.now).toISOString(), windows };
  }

  async #rows<Row>(query: string): Promise<Row[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  }

  async #previousTotals(scope: EventScope, start: number, end: number): Promise<TrafficTotals> {
    const [[visitors], [pageviews], visits] = await Promise.all([
      this.#counts.visitors(scope, start, end, null),
      this.#counts.pageviews(scope, start, end, null),
      this.#visits(scope, start, end, 'day'),
    ]);
    return totals(visitors?.n ?? 0, pageviews?.n ?? 0, visits);
  }

  /**
   * Visits that start in [start, end), per bucket of their start; the idle window before
   * `start` is read too, so a visit already open at `start` is not counted again. A bounce is a
   * visit with at most one page view. The events are read as stored and a copy of an event is
   * dropped within its visitor's array (same time, same id): cheaper than grouping the range's
   * events by id first, and a copy can neither open a visit nor add a page view.
   */
  async #visits(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval,
  ): Promise<VisitBucket[]> {
    // The kept visits are decided over every event of a visitor (or every human one), a filtered
    // dashboard's over the events in scope only.
    if (isSelective(scope)) return this.#visitsFromEvents(scope, start, end, interval);
    await this.#updater.catchUp();
    if (this.#sources.bounceDays && interval !== 'hour') {
      // Read after the catch-up: the days whose visits it wrote are then not clean.
      const days = await readTimingDays(this.#client, start, end);
      return this.#rows<VisitBucket>(visitBucketsSql(scope.includeBots, start, end, interval, days));
    }
    // A visit is a bounce in this range when its second page view, if any, is at or after the end.
    return this.#rows<VisitBucket>(`
      SELECT ${bucketExpression(interval, 'timestamp')} AS bucket, count() AS visits,
        countIf(second_view >= ${integerLiteral(end)}) AS bounces
      FROM ${storedVisits(scope.includeBots, start, end, ['second_view'])}
      GROUP BY bucket`);
  }

  /**
   * Visits of a filtered scope, decided over the events in scope only (the kept visits are of all
   * events): a stags-only scope by day or week from its stags' per-day rows where rebuilt
   * (decision 102), any other from raw events.
   */
  async #visitsFromEvents(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval,
  ): Promise<VisitBucket[]> {
    if (this.#sources.stagVisitDays && isStagsOnly(scope) && interval !== 'hour') {
      const days = await timingDays(this.#client, start, end);
      return this.#rows<VisitBucket>(stagVisitsSql(scope, start, end, interval, days));
    }
    return this.#rows<VisitBucket>(rawVisitsSql(scope, start, end, interval));
  }

  /** The top rows of every dimension (clickhouse-traffic-top.ts). */
  async #top(params: TrafficReportParams, start: number, end: number): Promise<TrafficTop> {
    const lists = await Promise.all(
      TRAFFIC_DIMENSIONS.map(
        async (dimension) =>
          [dimension, await topValues(this.#counts, params, dimension, start, end, params.top)] as const,
      ),
    );
    return Object.fromEntries(lists) as TrafficTop;
  }
}

function totals(visitors: number, pageviews: number, visits: readonly VisitBucket[]): TrafficTotals {
  const visitCount = visits.reduce((total, bucket) => total + bucket.visits, 0);
  const bounces = visits.reduce((total, bucket) => total + bucket.bounces, 0);
  return {
    visitors,
    visits: visitCount,
    pageviews,
    views_per_visit: ratio(pageviews, visitCount),
    bounce_rate: ratio(bounces, visitCount),
  };
}

/** The series' rows: each bucket's visitors and page views, read apart. */
function merged(
  visitors: readonly BucketCount[],
  pageviews: readonly BucketCount[],
): { bucket: number; visitors: number; pageviews: number }[] {
  const buckets = new Map<number, { bucket: number; visitors: number; pageviews: number }>();
  const at = (bucket: number) => {
    let found = buckets.get(bucket);
    if (found === undefined) {
      found = { bucket, visitors: 0, pageviews: 0 };
      buckets.set(bucket, found);
    }
    return found;
  };
  for (const row of visitors) at(row.bucket).visitors = row.n;
  for (const row of pageviews) at(row.bucket).pageviews = row.n;
  return [...buckets.values()];
}
