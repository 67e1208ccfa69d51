import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  REALTIME_WINDOWS,
  TRAFFIC_DIMENSIONS,
  type TrafficInterval,
  type TrafficRealtime,
  type TrafficReport,
  type TrafficTop,
  type TrafficTopRow,
  type TrafficTotals,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { VISIT_IDLE_MS } from '@playfront/contracts';
import { rangeMs } from './traffic-range.ts';
import type {
  TrafficRealtimeParams,
  TrafficReportParams,
  TrafficReportSource,
} from './traffic-report-source.ts';
import { bucketSql, column, inScope, isSelective, PAGE_VIEW, type EventScope } from './traffic-sql.ts';
import { timingBy } from './sql-traffic-timing.ts';
import { foldPeriod } from './scoped-event-rows.ts';
import type { FoldThreads } from './fold-threads.ts';
import type { FoldedPeriod, FoldQuestions } from './traffic-fold.ts';
import type { KnownParts, KpiCounts } from './known-parts.ts';
import { count, dashboard, fillSeries, ratio, type Numeric } from './traffic-assembly.ts';
import type { VisitBucket } from './stag-visits.ts';

interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The traffic dashboard from raw events, SQLite and PostgreSQL alike. Unfiltered, in SQL both run
 * (window functions, CTEs, integer arithmetic for the buckets) over `analytics_events`; a selective
 * scope's events are read once a period and folded (`TrafficFold`, decision 123), the same numbers.
 * Every number counts only the events in scope (filters, stags, bots), so the visits of a filtered
 * page are the visits among its matching events.
 */
export class SqlTrafficReport implements TrafficReportSource {
  readonly #db: Kysely<Database>;
  readonly #threads: FoldThreads | undefined;

  /**
   * `threads`: where SQLite folds selective periods, off the main thread (decision 124); closed
   * with this report.
   */
  constructor(db: Kysely<Database>, threads?: FoldThreads) {
    this.#db = db;
    this.#threads = threads;
  }

  report(params: TrafficReportParams): Promise<TrafficReport> {
    return this.reportKnowing(params, null);
  }

  async close(): Promise<void> {
    await this.#threads?.close();
  }

  /**
   * The report, reading from the events only what `known` (answered elsewhere) lacks. A selective
   * scope (a filter or a stag list) folds each period's events in one pass (decision 123); an
   * unfiltered one is answered by SQL over every event (`reportBySql`), and is never given `known`
   * (the rollups answer it whole).
   */
  async reportKnowing(params: TrafficReportParams, known: KnownParts | null): Promise<TrafficReport> {
    if (!isSelective(params)) return this.reportBySql(params);
    const range = rangeMs(params.from, params.to);
    const previous = { start: range.start - (range.end - range.start), end: range.start };
    const cards = TRAFFIC_DIMENSIONS.filter((dimension) => known?.top[dimension] === undefined);
    const current = this.#fold(params, {
      ...range,
      interval: params.interval,
      top: params.top,
      visits: known?.visits === undefined,
      series: true,
      cards,
      timing: known?.timing === undefined,
      samples: known?.timing !== undefined,
    });
    // The previous period is asked only for its KPIs: none of it is read when they are known
    // (stags alone, decisions 117, 126).
    const before =
      known?.visits !== undefined && known.previousCounts !== undefined
        ? undefined
        : this.#fold(params, {
            ...previous,
            interval: params.interval,
            top: params.top,
            visits: known?.visits === undefined,
            series: false,
            cards: [],
            timing: false,
          });
    const knownTop = Promise.all(
      TRAFFIC_DIMENSIONS.map(async (dimension) => [dimension, await known?.top[dimension]] as const),
    );
    // Made only when asked for: a promise nobody awaits would reject unhandled if the fold failed.
    const knownTiming = known?.timing(current.then(({ samples }) => samples ?? { pathname: [], device: [] }));
    const [now, then, timing, top, knownVisits, previousCounts] = await Promise.all([
      current,
      before,
      knownTiming,
      knownTop,
      known?.visits,
      known?.previousCounts,
    ]);
    const shown = Object.fromEntries(
      top.map(([dimension, rows]) => [dimension, rows ?? now.top[dimension] ?? []]),
    ) as TrafficTop;
    const visits = knownVisits?.current ?? now.visits;
    return dashboard(params, {
      totals: totalsOf(now.counts, visits),
      previousTotals: totalsOf(
        previousCounts ?? then?.counts ?? { visitors: 0, pageviews: 0 },
        knownVisits?.previous ?? then?.visits ?? [],
      ),
      series: fillSeries(params.interval, range.start, range.end, now.series, visits),
      top: shown,
      timing: timing ?? now.timing ?? { by_pathname: [], by_device: [] },
    });
  }

  /** One period of a selective scope, folded from its events (decision 123). */
  #fold(scope: EventScope, questions: FoldQuestions): Promise<FoldedPeriod> {
    return foldPeriod(this.#db, scope, questions, this.#threads);
  }

  /**
   * Every part in SQL over `analytics_events`: the unfiltered report (the rollups' fallback while
   * they fill), and for any scope the reference the fold is tested against.
   */
  reportBySql(params: TrafficReportParams): Promise<TrafficReport> {
    const range = rangeMs(params.from, params.to);
    const previous = { start: range.start - (range.end - range.start), end: range.start };
    return this.#answer(params, range, previous);
  }

  /** The report in SQL straight from `analytics_events`. */
  async #answer(params: TrafficReportParams, range: TimeRange, previous: TimeRange): Promise<TrafficReport> {
    const [current, before, series, top, timing] = await Promise.all([
      this.#totals(params, range.start, range.end, params.interval),
      this.#totals(params, previous.start, previous.end, params.interval),
      this.#series(params, range.start, range.end),
      this.#top(params, range.start, range.end),
      Promise.all([
        timingBy(this.#db, params, 'pathname', range.start, range.end, params.top),
        timingBy(this.#db, params, 'device', range.start, range.end, params.top),
      ]).then(([byPathname, byDevice]) => ({ by_pathname: byPathname, by_device: byDevice })),
    ]);
    return dashboard(params, {
      totals: current.totals,
      previousTotals: before.totals,
      series: fillSeries(params.interval, range.start, range.end, series, current.visits),
      top,
      timing,
    });
  }

  async realtime(params: TrafficRealtimeParams): Promise<TrafficRealtime> {
    const windows = await Promise.all(
      REALTIME_WINDOWS.map(async (minutes) => {
        const result = await sql<{ visitors: Numeric; pageviews: Numeric }>`
          select count(distinct temp_player_id) as visitors, sum(${PAGE_VIEW}) as pageviews
          from analytics_events
          where timestamp >= ${params.now - minutes * 60_000} and ${inScope(params)}`.execute(this.#db);
        const row = result.rows[0];
        return { minutes, visitors: count(row?.visitors ?? 0), pageviews: count(row?.pageviews ?? 0) };
      }),
    );
    return { at: new Date(params.now).toISOString(), windows };
  }

  /** The KPIs over [start, end), and the visits per bucket (the series reuses them). */
  async #totals(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval,
  ): Promise<{ totals: TrafficTotals; visits: VisitBucket[] }> {
    const [counts, visits] = await Promise.all([
      sql<{ visitors: Numeric; pageviews: Numeric }>`
        select count(distinct temp_player_id) as visitors, sum(${PAGE_VIEW}) as pageviews
        from analytics_events
        where timestamp >= ${start} and timestamp < ${end} and ${inScope(scope)}`
        .execute(this.#db)
        .then(({ rows: [row] }) => ({
          visitors: count(row?.visitors ?? 0),
          pageviews: count(row?.pageviews ?? 0),
        })),
      this.#visits(scope, start, end, interval),
    ]);
    return { totals: totalsOf(counts, visits), visits };
  }

  /**
   * Visits that start in [start, end), per bucket of their start. A visitor's event opens a
   * visit when their previous event in scope is more than VISIT_IDLE_MS older (or there is none),
   * so the events of the idle window before `start` are read too: a visit already open at
   * `start` is not counted again. A bounce is a visit with at most one page view.
   */
  async #visits(scope: EventScope, start: number, end: number, interval: TrafficInterval) {
    const result = await sql<VisitBucket>`
      with ev as (
        select temp_player_id, timestamp, event,
          lag(timestamp) over (partition by temp_player_id order by timestamp) as previous
        from analytics_events
        where temp_player_id is not null and timestamp >= ${start - VISIT_IDLE_MS} and timestamp < ${end}
          and ${inScope(scope)}
      ),
      marked as (
        select temp_player_id, timestamp, event,
          case when previous is null or timestamp - previous > ${VISIT_IDLE_MS} then 1 else 0 end as opens
        from ev
      ),
      numbered as (
        select temp_player_id, timestamp, event,
          sum(opens) over (partition by temp_player_id order by timestamp
            rows between unbounded preceding and current row) as visit
        from marked
      ),
      visits as (
        select min(timestamp) as started, sum(${PAGE_VIEW}) as views
        from numbered group by temp_player_id, visit
      )
      select ${bucketSql(interval, sql.ref('started'))} as bucket, count(*) as visits,
        sum(case when views <= 1 then 1 else 0 end) as bounces
      from visits
      where started >= ${start}
      group by 1`.execute(this.#db);
    return result.rows;
  }

  /** Visitors and page views per bucket of the event's time. */
  async #series(params: TrafficReportParams, start: number, end: number) {
    const result = await sql<{ bucket: Numeric; visitors: Numeric; pageviews: Numeric }>`
      select ${bucketSql(params.interval, sql.ref('timestamp'))} as bucket,
        count(distinct temp_player_id) as visitors, sum(${PAGE_VIEW}) as pageviews
      from analytics_events
      where timestamp >= ${start} and timestamp < ${end} and ${inScope(params)}
      group by 1`.execute(this.#db);
    return result.rows;
  }

  /** The top rows of every dimension: most visitors first, then page views, then the value. */
  async #top(params: TrafficReportParams, start: number, end: number): Promise<TrafficTop> {
    const lists = await Promise.all(
      TRAFFIC_DIMENSIONS.map(async (dimension) => {
        const value: RawBuilder<unknown> = column(dimension);
        const result = await sql<{ value: string | null; visitors: Numeric; pageviews: Numeric }>`
          select ${value} as value, count(distinct temp_player_id) as visitors,
            sum(${PAGE_VIEW}) as pageviews
          from analytics_events
          where timestamp >= ${start} and timestamp < ${end} and ${inScope(params)}
          group by ${value}
          order by 2 desc, 3 desc, case when ${value} is null then 1 else 0 end, ${value}
          limit ${params.top}`.execute(this.#db);
        const rows: TrafficTopRow[] = result.rows.map((row) => ({
          value: row.value,
          visitors: count(row.visitors),
          pageviews: count(row.pageviews),
        }));
        return [dimension, rows] as const;
      }),
    );
    return Object.fromEntries(lists) as TrafficTop;
  }
}

/** The KPI strip from the counted visitors and page views and the visits per bucket. */
function totalsOf(counts: KpiCounts, visits: readonly VisitBucket[]): TrafficTotals {
  const visitCount = visits.reduce((sum, bucket) => sum + count(bucket.visits), 0);
  const bounces = visits.reduce((sum, bucket) => sum + count(bucket.bounces), 0);
  return {
    visitors: counts.visitors,
    visits: visitCount,
    pageviews: counts.pageviews,
    views_per_visit: ratio(counts.pageviews, visitCount),
    bounce_rate: ratio(bounces, visitCount),
  };
}
