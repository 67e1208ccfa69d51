import { sql, type Kysely } from 'kysely';
import {
  TRAFFIC_DIMENSIONS,
  type TrafficInterval,
  type TrafficRealtime,
  type TrafficReport,
  type TrafficTop,
  type TrafficTopRow,
  type TrafficTotals,
  DAY_MS,
} from '@playfront/contracts';
import { rollupUpdaterOf, type RollupDialect, type RollupUpdater } from '../rollups/rollup-updater.ts';
import { daysAndWeeks, firstSeen, VALUE_COUNT_TABLES } from './days-and-weeks.ts';
import { count, dashboard, fillSeries, ratio, type Numeric } from './traffic-assembly.ts';
import { rangeMs } from './traffic-range.ts';
import type {
  TrafficRealtimeParams,
  TrafficReportParams,
  TrafficReportSource,
} from './traffic-report-source.ts';
import { bucketStart, HOUR_MS, isSelective } from './traffic-sql.ts';
import { rolledTimingBy } from './rollup-traffic-timing.ts';
import type { SqlTrafficReport } from './sql-traffic-report.ts';
import { stagsOf, stagTimingBy } from './stag-timing.ts';
import { stagCard, stagsCounts } from './stag-card.ts';
import type { TimingSamples, ValueSamples } from './traffic-fold.ts';
import { severalStagVisitors, SEVERAL_STAGS_LIMIT, stagVisits } from './stag-visits.ts';
import { eventsBehind } from './events-after-rollups.ts';
import { ALL_EVENTS, decodedValue, dimensionId, scopeOf } from '../rollups/traffic-rollup-keys.ts';

const HOURS_PER_DAY = DAY_MS / HOUR_MS;

/**
 * Events behind the rollups above which a one-stag dashboard's visits are read raw: the rows'
 * correction reads each later visitor's events twice, about 4.5 ms a thousand events behind for
 * the busiest stag at 2M, the raw visits 90-150 ms (decision 114). Only the plan depends on it.
 */
const STAG_VISITS_BEHIND_LIMIT = 20_000;

/** The questions the rollups answer: every event in scope, no filter and no stag restriction. */
export const rollupsCover = (params: Pick<TrafficReportParams, 'filters' | 'stags'>): boolean =>
  !isSelective(params);

/**
 * The traffic dashboard from its rollups (decision 078, migration 0034) for the questions they
 * cover (`rollupsCover`), the same numbers as `SqlTrafficReport`; any other question, and the
 * realtime card, are the raw report's (`raw`), as is every question while the rollups' background
 * fill runs. Like the affiliate report, it counts every event stored before the call first (the
 * updater's catch-up), so it is never behind.
 */
export class RollupTrafficReport<DB> implements TrafficReportSource {
  readonly #db: Kysely<DB>;
  readonly #updater: RollupUpdater<DB>;
  readonly #raw: SqlTrafficReport;
  readonly #dialect: RollupDialect;

  constructor(db: Kysely<DB>, dialect: RollupDialect, raw: SqlTrafficReport) {
    this.#db = db;
    this.#dialect = dialect;
    this.#updater = rollupUpdaterOf(db, dialect);
    this.#raw = raw;
  }

  realtime(params: TrafficRealtimeParams): Promise<TrafficRealtime> {
    return this.#raw.realtime(params);
  }

  close(): Promise<void> {
    return this.#raw.close();
  }

  async report(params: TrafficReportParams): Promise<TrafficReport> {
    if (!rollupsCover(params)) return this.#selective(params);
    await this.#updater.catchUp();
    // Until the background fill after migration 0034 is done, the raw events answer (exact too).
    if (!(await this.#updater.trafficReady())) return this.#raw.report(params);
    const scope = scopeOf(params.includeBots);
    const range = rangeMs(params.from, params.to);
    const first = range.start / DAY_MS;
    const end = range.end / DAY_MS;
    const previous = first - (end - first);
    const current = await this.#totals(scope, first, end);
    const before = await this.#totals(scope, previous, first);
    const series = await this.#series(scope, params.interval, first, end);
    const top = await this.#top(scope, first, end, params.top);
    const byPathname = await rolledTimingBy(this.#db, scope, 'pathname', first, end, params.top);
    const byDevice = await rolledTimingBy(this.#db, scope, 'device', first, end, params.top);
    return dashboard(params, {
      totals: current,
      previousTotals: before,
      series,
      top,
      timing: { by_pathname: byPathname, by_device: byDevice },
    });
  }

  /**
   * A filtered or stag-restricted dashboard: the raw report's (each period's events folded), but
   * for a scope of stags alone (`stagsOf`) the timing card from the stag rollups and the events
   * after them (`stagTimingBy`, decision 104), the stag card from the site's stag rows and the
   * events after them (`stagCard`, decision 108), and the visits and previous KPIs from the stag
   * rows (`stagVisits`, `stagsCounts`: decisions 114, 117, 126). No catch-up, no readiness
   * check: the rows count the events up to their seq, the raw part every later one, whatever the
   * lag.
   */
  async #selective(params: TrafficReportParams): Promise<TrafficReport> {
    const stags = stagsOf(params);
    if (stags === null) return this.#raw.report(params);
    const { start, end } = rangeMs(params.from, params.to);
    const card = (dimension: 'pathname' | 'device', samples: readonly ValueSamples[]) =>
      stagTimingBy(this.#db, this.#dialect, params, stags, dimension, start, end, params.top, samples);
    // Stags alone: their visits from their own rows in each period (decisions 114, 126), unless
    // the rollups are far behind or a list meets too many visitors with several stags; then the
    // visits are folded from the events.
    const fromRows =
      stags.length > 0 &&
      (await eventsBehind(this.#db, this.#dialect)) <= STAG_VISITS_BEHIND_LIMIT &&
      (stags.length === 1 || (await severalStagVisitors(this.#db)) <= SEVERAL_STAGS_LIMIT);
    const before = start - (end - start);
    // Each part is its own statements, not awaited here: the raw report folds what they leave
    // beside them (decision 124); the timing card's histograms wait for the fold's sample counts
    // (decision 125).
    const timing = async (samples: Promise<TimingSamples>) => {
      const { pathname, device } = await samples;
      const [byPathname, byDevice] = await Promise.all([card('pathname', pathname), card('device', device)]);
      return { by_pathname: byPathname, by_device: byDevice };
    };
    const stag = stagCard(this.#db, this.#dialect, params, stags, start, end, params.top);
    if (!fromRows) return this.#raw.reportKnowing(params, { timing, top: { stag } });
    const visits = (from: number, to: number) =>
      stagVisits(this.#db, this.#dialect, params, stags, from, to, params.interval);
    return this.#raw.reportKnowing(params, {
      timing,
      top: { stag },
      visits: Promise.all([visits(start, end), visits(before, start)]).then(([current, previous]) => ({
        current,
        previous,
      })),
      // With its visits, the previous period's visitors and page views are its stags' card rows
      // (decisions 117, 126): the current period's fold, without visits, is split between threads.
      previousCounts: stagsCounts(this.#db, this.#dialect, params, stags, before, start),
    });
  }

  /**
   * The distinct visitors of days first..end-1: first-seen counts whose previous day is before
   * `first`, of the range's whole weeks by week (decision 091) and of its edge days by day.
   */
  async #visitors(scope: number, first: number, end: number): Promise<number> {
    const { rows } = await sql<{ n: Numeric }>`select sum(visitors) as n from (${firstSeen(
      scope,
      ALL_EVENTS,
      first,
      end,
    )}) f`.execute(this.#db);
    return count(rows[0]?.n ?? 0);
  }

  async #totals(scope: number, first: number, end: number): Promise<TrafficTotals> {
    const hours = sql`scope = ${scope} and hour >= ${first * HOURS_PER_DAY} and hour < ${end * HOURS_PER_DAY}`;
    const { rows: views } = await sql<{ n: Numeric }>`
      select sum(pageviews) as n from traffic_hours where ${hours}`.execute(this.#db);
    // A visit is a bounce of a range that ends before its second page view (the raw report counts
    // a visit's page views up to the range's end).
    const { rows: visits } = await sql<{ visits: Numeric; bounces: Numeric }>`
      select sum(visits) as visits, sum(case when second_day >= ${end} then visits else 0 end) as bounces
      from traffic_visits where ${hours}`.execute(this.#db);
    const pageviews = count(views[0]?.n ?? 0);
    const visitCount = count(visits[0]?.visits ?? 0);
    return {
      visitors: await this.#visitors(scope, first, end),
      visits: visitCount,
      pageviews,
      views_per_visit: ratio(pageviews, visitCount),
      bounce_rate: ratio(count(visits[0]?.bounces ?? 0), visitCount),
    };
  }

  /**
   * The series: page views and visits per hour summed into the buckets; visitors per hour for an
   * hourly one, else the first-seen counts of each bucket's days (within the range) whose previous
   * day is before the bucket's first day in the range.
   */
  async #series(scope: number, interval: TrafficInterval, first: number, end: number) {
    const hours = sql`scope = ${scope} and hour >= ${first * HOURS_PER_DAY} and hour < ${end * HOURS_PER_DAY}`;
    const { rows: hourRows } = await sql<{ hour: Numeric; visitors: Numeric; pageviews: Numeric }>`
      select hour, visitors, pageviews from traffic_hours where ${hours}`.execute(this.#db);
    const { rows: visitRows } = await sql<{ hour: Numeric; visits: Numeric }>`
      select hour, sum(visits) as visits from traffic_visits where ${hours} group by hour`.execute(this.#db);
    const events = new Map<number, { bucket: number; visitors: number; pageviews: number }>();
    const point = (ms: number) => {
      const bucket = bucketStart(interval, ms);
      let row = events.get(bucket);
      if (row === undefined) {
        row = { bucket, visitors: 0, pageviews: 0 };
        events.set(bucket, row);
      }
      return row;
    };
    for (const row of hourRows) {
      const at = point(count(row.hour) * HOUR_MS);
      at.pageviews += count(row.pageviews);
      if (interval === 'hour') at.visitors += count(row.visitors);
    }
    if (interval !== 'hour') {
      const { rows } = await sql<{ day: Numeric; prev: Numeric; n: Numeric }>`
        select day, prev, sum(visitors) as n from traffic_first_seen
        where scope = ${scope} and dim = ${ALL_EVENTS} and day >= ${first} and day < ${end}
        group by day, prev`.execute(this.#db);
      for (const row of rows) {
        const day = count(row.day);
        const bucketFirst = Math.max(first, bucketStart(interval, day * DAY_MS) / DAY_MS);
        if (count(row.prev) < bucketFirst) point(day * DAY_MS).visitors += count(row.n);
      }
    }
    const visits = new Map<number, { bucket: number; visits: number }>();
    for (const row of visitRows) {
      const bucket = bucketStart(interval, count(row.hour) * HOUR_MS);
      const at = visits.get(bucket) ?? { bucket, visits: 0 };
      at.visits += count(row.visits);
      visits.set(bucket, at);
    }
    return fillSeries(interval, first * DAY_MS, end * DAY_MS, [...events.values()], [...visits.values()]);
  }

  /** Each dimension's top rows: most visitors first, then page views, then the value (none last). */
  async #top(scope: number, first: number, end: number, limit: number): Promise<TrafficTop> {
    const lists: (readonly [string, TrafficTopRow[]])[] = [];
    for (const dimension of TRAFFIC_DIMENSIONS) {
      const dim = dimensionId(dimension);
      const { rows } = await sql<{ value: string | null; visitors: Numeric; pageviews: Numeric }>`
        select ${decodedValue(sql.ref('value'))} as value, sum(v) as visitors, sum(p) as pageviews from (
          select value, visitors as v, 0 as p, 0 as e from (${firstSeen(scope, dim, first, end)}) f
          union all
          select value, 0 as v, p, e from (${daysAndWeeks(
            VALUE_COUNT_TABLES,
            first,
            end,
            sql`value, pageviews as p, events as e`,
            sql`scope = ${scope} and dim = ${dim}`,
          )}) c) x
        group by x.value having sum(e) > 0
        order by 2 desc, 3 desc, case when x.value = '' then 1 else 0 end, 1
        limit ${limit}`.execute(this.#db);
      lists.push([
        dimension,
        rows.map((row) => ({
          value: row.value,
          visitors: count(row.visitors),
          pageviews: count(row.pageviews),
        })),
      ]);
    }
    return Object.fromEntries(lists) as TrafficTop;
  }
}
