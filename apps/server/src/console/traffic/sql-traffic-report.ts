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
import { isoDay, rangeMs } from './traffic-range.ts';
import type {
  TrafficRealtimeParams,
  TrafficReportParams,
  TrafficReportSource,
} from './traffic-report-source.ts';
import { bucketSql, column, inScope, isSelective, PAGE_VIEW, type EventScope } from './traffic-sql.ts';
import { timingBy } from './sql-traffic-timing.ts';
import { withScopedEvents } from './scoped-events.ts';
import type { EventSource } from './event-source.ts';
import type { KnownParts, KpiCounts } from './known-parts.ts';
import { count, fillSeries, ratio, type Numeric } from './traffic-assembly.ts';
import type { VisitBucket } from './stag-visits.ts';

interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The traffic dashboard in SQL that SQLite and PostgreSQL both run (window functions, CTEs,
 * integer arithmetic for the buckets), straight from `analytics_events`. Every number counts only
 * the events in scope (filters, stags, bots), so the visits of a filtered page are the visits
 * among its matching events.
 */
export class SqlTrafficReport implements TrafficReportSource {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  report(params: TrafficReportParams): Promise<TrafficReport> {
    return this.reportKnowing(params, null);
  }

  /** The report, reading from the events only what `known` (answered elsewhere) lacks. */
  async reportKnowing(params: TrafficReportParams, known: KnownParts | null): Promise<TrafficReport> {
    const range = rangeMs(params.from, params.to);
    const days = (range.end - range.start) / (24 * 60 * 60 * 1000);
    const previous = {
      start: range.start - days * 24 * 60 * 60 * 1000,
      end: range.start,
    };
    const answer = (db: Kysely<Database>, table: string, previousTable: string) =>
      this.#answer(db, { current: table, previous: previousTable }, params, range, previous, known);
    if (!isSelective(params)) return answer(this.#db, 'analytics_events', 'analytics_events');
    // The previous period is read only for its KPIs: with them all known (one stag, decision
    // 117) it needs no copy; its table is then never read.
    if (known?.visits !== undefined && known.previousCounts !== undefined)
      return withScopedEvents(this.#db, params, range.start - VISIT_IDLE_MS, range.end, (conn, table) =>
        answer(conn, table, table),
      );
    // One copy a period (decision 093): the current period's dozen questions read only its own
    // events. Each copy holds its period's idle window before it too, for the visits.
    return withScopedEvents(this.#db, params, previous.start - VISIT_IDLE_MS, previous.end, (db, before) =>
      withScopedEvents(db, params, range.start - VISIT_IDLE_MS, range.end, (conn, table) =>
        answer(conn, table, before),
      ),
    );
  }

  /** The report from `tables`: `analytics_events`, or a copy of each period's events in scope. */
  async #answer(
    db: Kysely<Database>,
    tables: { readonly current: string; readonly previous: string },
    params: TrafficReportParams,
    range: TimeRange,
    previous: TimeRange,
    known: KnownParts | null,
  ): Promise<TrafficReport> {
    const from = { db, table: tables.current };
    const [current, before, series, top, timing] = await Promise.all([
      this.#totals(from, params, range.start, range.end, params.interval, known?.visits?.current),
      this.#totals(
        { db, table: tables.previous },
        params,
        previous.start,
        previous.end,
        params.interval,
        known?.visits?.previous,
        known?.previousCounts,
      ),
      this.#series(from, params, range.start, range.end),
      this.#top(from, params, range.start, range.end, known?.top ?? {}),
      known?.timing ??
        Promise.all([
          timingBy(from, params, 'pathname', range.start, range.end, params.top),
          timingBy(from, params, 'device', range.start, range.end, params.top),
        ]).then(([byPathname, byDevice]) => ({ by_pathname: byPathname, by_device: byDevice })),
    ]);
    return {
      from: params.from,
      to: params.to,
      interval: params.interval,
      filters: { ...params.filters },
      include_bots: params.includeBots,
      totals: current.totals,
      previous: {
        from: isoDay(previous.start),
        to: isoDay(previous.end - 1),
        totals: before.totals,
      },
      series: fillSeries(params.interval, range.start, range.end, series, current.visits),
      top,
      timing,
    };
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
    { db, table }: EventSource,
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval,
    knownVisits: VisitBucket[] | undefined,
    knownCounts?: KpiCounts,
  ): Promise<{ totals: TrafficTotals; visits: VisitBucket[] }> {
    const [counts, visits] = await Promise.all([
      knownCounts ??
        sql<{ visitors: Numeric; pageviews: Numeric }>`
          select count(distinct temp_player_id) as visitors, sum(${PAGE_VIEW}) as pageviews
          from ${sql.table(table)}
          where timestamp >= ${start} and timestamp < ${end} and ${inScope(scope)}`
          .execute(db)
          .then(({ rows: [row] }) => ({
            visitors: count(row?.visitors ?? 0),
            pageviews: count(row?.pageviews ?? 0),
          })),
      knownVisits ?? this.#visits({ db, table }, scope, start, end, interval),
    ]);
    const pageviews = counts.pageviews;
    const visitCount = visits.reduce((sum, bucket) => sum + count(bucket.visits), 0);
    const bounces = visits.reduce((sum, bucket) => sum + count(bucket.bounces), 0);
    return {
      totals: {
        visitors: counts.visitors,
        visits: visitCount,
        pageviews,
        views_per_visit: ratio(pageviews, visitCount),
        bounce_rate: ratio(bounces, visitCount),
      },
      visits,
    };
  }

  /**
   * Visits that start in [start, end), per bucket of their start. A visitor's event opens a
   * visit when their previous event in scope is more than VISIT_IDLE_MS older (or there is none),
   * so the events of the idle window before `start` are read too: a visit already open at
   * `start` is not counted again. A bounce is a visit with at most one page view.
   */
  async #visits(
    { db, table }: EventSource,
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval,
  ) {
    const result = await sql<VisitBucket>`
      with ev as (
        select temp_player_id, timestamp, event,
          lag(timestamp) over (partition by temp_player_id order by timestamp) as previous
        from ${sql.table(table)}
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
      group by 1`.execute(db);
    return result.rows;
  }

  /** Visitors and page views per bucket of the event's time. */
  async #series({ db, table }: EventSource, params: TrafficReportParams, start: number, end: number) {
    const result = await sql<{ bucket: Numeric; visitors: Numeric; pageviews: Numeric }>`
      select ${bucketSql(params.interval, sql.ref('timestamp'))} as bucket,
        count(distinct temp_player_id) as visitors, sum(${PAGE_VIEW}) as pageviews
      from ${sql.table(table)}
      where timestamp >= ${start} and timestamp < ${end} and ${inScope(params)}
      group by 1`.execute(db);
    return result.rows;
  }

  /** The top rows of every dimension (but those `known`): most visitors first, then page views, then the value. */
  async #top(
    { db, table }: EventSource,
    params: TrafficReportParams,
    start: number,
    end: number,
    known: Partial<TrafficTop>,
  ): Promise<TrafficTop> {
    const lists = await Promise.all(
      TRAFFIC_DIMENSIONS.map(async (dimension) => {
        const given = known[dimension];
        if (given !== undefined) return [dimension, given] as const;
        const value: RawBuilder<unknown> = column(dimension);
        const result = await sql<{ value: string | null; visitors: Numeric; pageviews: Numeric }>`
          select ${value} as value, count(distinct temp_player_id) as visitors,
            sum(${PAGE_VIEW}) as pageviews
          from ${sql.table(table)}
          where timestamp >= ${start} and timestamp < ${end} and ${inScope(params)}
          group by ${value}
          order by 2 desc, 3 desc, case when ${value} is null then 1 else 0 end, ${value}
          limit ${params.top}`.execute(db);
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
