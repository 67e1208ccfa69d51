import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_DIMENSIONS, type TrafficDimension, type TrafficInterval } from '@playfront/contracts';
import { integerLiteral, stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { DIMENSION_COLUMNS, isSelective, type EventScope } from '../traffic/traffic-sql.ts';
import { isoDay } from '../traffic/traffic-range.ts';
import { timingDays, type TimingDays } from './clickhouse-timing-days-read.ts';
import { stagVisitorsSql } from './clickhouse-stag-visitors.ts';
import { chainDashboardVisitorsQuery } from './clickhouse-visitor-chain-counts.ts';
import {
  bucketExpression,
  dayMidnightSql,
  isStagsOnly,
  ROLLUP_NULL,
  scopeCondition,
} from './clickhouse-traffic-sql.ts';

export interface BucketCount {
  readonly bucket: number;
  readonly n: number;
}
export interface ValueCount {
  /** The dimension's value (SQL alias `item`: `value` is a column of the daily rollup). */
  readonly item: string | null;
  readonly n: number;
}

/**
 * Distinct visitors and page views of the dashboard from the rollups (decision 070). Visitors
 * from `analytics_visitors_daily` (one dimension per row, by day) when the scope filters by
 * nothing but the stag, its key, and the buckets are whole days; otherwise, and for hours, from
 * the hourly rollup. Page views stay `uniqExactIf` states of event ids in the hourly rollup:
 * an event sent twice must count once, and on 18.16 only a set can know (decision 065); for an
 * unfiltered scope by day or week, the days rebuilt since their last insert are read from their
 * per-day counts of those sets instead (analytics_pageview_days, decision 094), and for a scope
 * restricted to stags and nothing else from the same counts per stag, summed over its stags
 * (analytics_pageview_stag_days, decision 097). A scope of stags only counts its visitors of the
 * rebuilt days from their rows per stag (analytics_visitor_stag_days, decision 105) and of the
 * others from raw events, one set over both. An unfiltered scope's visitors by day, week or in
 * total, and its cards, are counted from the chain links (decisions 112, 113).
 */
/**
 * Which built rows the counts read: each one false reads what it replaced instead (the bench's
 * befores): `pageviewDays` every page view from the hourly rollup (decision 094),
 * `stagPageviewDays` a stags' dashboard's (097), `stagVisitorDays` its visitors from the daily
 * rollup (105), `visitorChains` an unfiltered scope's visitors from the daily rollup (112).
 */
export interface CountSources {
  readonly pageviewDays: boolean;
  readonly stagPageviewDays: boolean;
  readonly stagVisitorDays: boolean;
  readonly visitorChains: boolean;
}

export class ClickHouseTrafficCounts {
  readonly #client: ClickHouseClient;
  readonly #sources: CountSources;

  constructor(client: ClickHouseClient, sources: Partial<CountSources> = {}) {
    this.#client = client;
    this.#sources = {
      pageviewDays: true,
      stagPageviewDays: true,
      stagVisitorDays: true,
      visitorChains: true,
      ...sources,
    };
  }

  /** Distinct visitors of [start, end) per bucket of the interval, or in one row (interval null). */
  async visitors(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval | null,
  ): Promise<BucketCount[]> {
    if (!dailyAnswers(scope) || interval === 'hour')
      return this.#hourly(scope, start, end, interval, 'visitors');
    const chains = this.#sources.visitorChains
      ? await chainDashboardVisitorsQuery(this.#client, scope, start, end, { kind: 'bucket', interval })
      : null;
    if (chains !== null) return this.#rows<BucketCount>(chains);
    const days = await this.#visitorDays(scope, start, end);
    if (days !== null) {
      return this.#rows<BucketCount>(stagVisitorsSql(scope, days, { kind: 'bucket', interval }));
    }
    const bucket = interval === null ? '0' : bucketExpression(interval, dayMidnightSql('day'));
    return this.#rows<BucketCount>(`
      SELECT ${bucket} AS bucket, uniqExactMerge(visitors) AS n
      FROM analytics_visitors_daily
      WHERE dimension = '' AND ${daysCondition(start, end)} AND ${scopeCondition(scope, 'rollup')}
      GROUP BY bucket`);
  }

  /** Page views of [start, end) per bucket of the interval, or in one row (interval null). */
  async pageviews(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval | null,
  ): Promise<BucketCount[]> {
    const days = interval === 'hour' ? null : await this.#builtDays(scope, start, end);
    if (days === null) return this.#hourly(scope, start, end, interval, 'pageviews');
    const bucket = (time: string) => (interval === null ? '0' : bucketExpression(interval, time));
    const raw =
      days.raw.length === 0
        ? ''
        : `UNION ALL SELECT bucket, slice_n AS n FROM (${this.#pageviewSlices(scope, start, end, interval, days.raw)})`;
    return this.#rows<BucketCount>(`
      SELECT bucket, sum(n) AS n
      FROM (
        SELECT ${bucket(dayMidnightSql('day'))} AS bucket, pageviews AS n FROM ${days.table}
        WHERE ${builtCondition(scope, days)} AND dimension = ''
        ${raw}
      )
      GROUP BY bucket`);
  }

  /** Distinct visitors of [start, end) per value of a dimension (NULL as null). */
  async visitorsByValue(
    scope: EventScope,
    dimension: TrafficDimension,
    start: number,
    end: number,
  ): Promise<ValueCount[]> {
    if (!dailyAnswers(scope)) {
      const column = DIMENSION_COLUMNS[dimension];
      return this.#rows<ValueCount>(`
        SELECT nullIf(${column}, '${ROLLUP_NULL}') AS item, uniqExactMerge(visitors) AS n
        FROM analytics_events_hourly
        WHERE ${hoursCondition(start, end)} AND ${scopeCondition(scope, 'rollup')}
        GROUP BY item`);
    }
    const chains = this.#sources.visitorChains
      ? await chainDashboardVisitorsQuery(this.#client, scope, start, end, { kind: 'value', dimension })
      : null;
    if (chains !== null) return this.#rows<ValueCount>(chains);
    const days = await this.#visitorDays(scope, start, end);
    if (days !== null)
      return this.#rows<ValueCount>(stagVisitorsSql(scope, days, { kind: 'value', dimension }));
    // The stag card reads the rows of no dimension by their stag key.
    const [name, column] = dimension === 'stag' ? ['', 'stag'] : [dimension, 'value'];
    return this.#rows<ValueCount>(`
      SELECT nullIf(${column}, '${ROLLUP_NULL}') AS item, uniqExactMerge(visitors) AS n
      FROM analytics_visitors_daily
      WHERE dimension = ${stringLiteral(name)} AND ${daysCondition(start, end)} AND ${scopeCondition(scope, 'rollup')}
      GROUP BY item`);
  }

  /**
   * Page views of [start, end) per value of a dimension (null for NULL): of the given values, or
   * of every value (`values` null).
   */
  async pageviewsOf(
    scope: EventScope,
    dimension: TrafficDimension,
    values: readonly (string | null)[] | null,
    start: number,
    end: number,
  ): Promise<ValueCount[]> {
    if (values?.length === 0) return [];
    const column = DIMENSION_COLUMNS[dimension];
    const listed =
      values === null
        ? null
        : values.map((value) => (value === null ? `'${ROLLUP_NULL}'` : stringLiteral(value))).join(', ');
    const only = (name: string) => (listed === null ? '' : `AND ${name} IN (${listed})`);
    const rollup = (rawDays: readonly string[] | null) => `
      SELECT nullIf(${column}, '${ROLLUP_NULL}') AS item, intDiv(hour, ${DAY_MS}) AS rollup_day,
        uniqExactIfMerge(pageviews) AS day_n
      FROM analytics_events_hourly
      WHERE ${hoursCondition(start, end)} AND ${scopeCondition(scope, 'rollup')} ${only(column)}
        ${rawDays === null ? '' : `AND ${dayNumbersCondition(rawDays)}`}
      GROUP BY item, rollup_day`;
    const days = await this.#builtDays(scope, start, end);
    if (days === null)
      return this.#rows<ValueCount>(`SELECT item, sum(day_n) AS n FROM (${rollup(null)}) GROUP BY item`);
    const raw = days.raw.length === 0 ? '' : `UNION ALL SELECT item, day_n AS n FROM (${rollup(days.raw)})`;
    return this.#rows<ValueCount>(`
      SELECT item, sum(n) AS n
      FROM (
        SELECT nullIf(value, '${ROLLUP_NULL}') AS item, pageviews AS n FROM ${days.table}
        WHERE ${builtCondition(scope, days)} AND dimension = ${stringLiteral(dimension)} ${only('value')}
        ${raw}
      )
      GROUP BY item`);
  }

  /**
   * The range's days split into those with a current rebuild (decision 090's split, the same
   * generation as the timing cells) and the others, with the table of per-day rows that answers
   * the scope; null when none can (a filter: the rows hold every event of a day, or of a stag)
   * or no day of the range is rebuilt.
   */
  async #builtDays(scope: EventScope, start: number, end: number): Promise<BuiltPageviewDays | null> {
    const table = this.#pageviewTable(scope);
    if (table === null) return null;
    const days = await timingDays(this.#client, start, end);
    return days.built.length === 0 ? null : { ...days, table };
  }

  /**
   * The range's days split as `#builtDays`, for a scope of stags only (their rows per stag answer
   * it); null for any other scope, or when no day of the range is rebuilt (the daily rollup then).
   */
  async #visitorDays(scope: EventScope, start: number, end: number): Promise<TimingDays | null> {
    if (!this.#sources.stagVisitorDays || !isStagsOnly(scope)) return null;
    const days = await timingDays(this.#client, start, end);
    return days.built.length === 0 ? null : days;
  }

  #pageviewTable(scope: EventScope): BuiltPageviewDays['table'] | null {
    if (!isSelective(scope)) return this.#sources.pageviewDays ? 'analytics_pageview_days' : null;
    return isStagsOnly(scope) && this.#sources.stagPageviewDays ? 'analytics_pageview_stag_days' : null;
  }

  /** Page views per (bucket, day) from the hourly rollup's sets, of the given days only. */
  #pageviewSlices(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval | null,
    rawDays: readonly string[],
  ): string {
    const bucket = interval === null ? '0' : bucketExpression(interval, 'hour');
    return `
      SELECT ${bucket} AS bucket, intDiv(hour, ${DAY_MS}) AS slice, uniqExactIfMerge(pageviews) AS slice_n
      FROM analytics_events_hourly
      WHERE ${hoursCondition(start, end)} AND ${scopeCondition(scope, 'rollup')} AND ${dayNumbersCondition(rawDays)}
      GROUP BY bucket, slice`;
  }

  #hourly(
    scope: EventScope,
    start: number,
    end: number,
    interval: TrafficInterval | null,
    count: 'visitors' | 'pageviews',
  ): Promise<BucketCount[]> {
    const bucket = interval === null ? '0' : bucketExpression(interval, 'hour');
    if (count === 'visitors') {
      return this.#rows<BucketCount>(`
        SELECT ${bucket} AS bucket, uniqExactMerge(visitors) AS n
        FROM analytics_events_hourly
        WHERE ${hoursCondition(start, end)} AND ${scopeCondition(scope, 'rollup')}
        GROUP BY bucket`);
    }
    // Page views are counted per day (or hour) and summed: an event and its copies share their
    // time, so they lie in one day, and a day's set is far cheaper to build than a month's.
    const slice = interval === 'hour' ? 'hour' : `intDiv(hour, ${DAY_MS})`;
    return this.#rows<BucketCount>(`
      SELECT bucket, sum(slice_n) AS n
      FROM (
        SELECT ${bucket} AS bucket, ${slice} AS slice, uniqExactIfMerge(pageviews) AS slice_n
        FROM analytics_events_hourly
        WHERE ${hoursCondition(start, end)} AND ${scopeCondition(scope, 'rollup')}
        GROUP BY bucket, slice
      )
      GROUP BY bucket`);
  }

  async #rows<Row>(query: string): Promise<Row[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  }
}

/** Whether the daily rollup holds the scope: no filter but the stag, which is in its key. */
export function dailyAnswers(scope: EventScope): boolean {
  return TRAFFIC_DIMENSIONS.every(
    (dimension) => dimension === 'stag' || scope.filters[dimension] === undefined,
  );
}

const DAY_MS = integerLiteral(24 * 60 * 60 * 1000);

/** The whole UTC days of [start, end): every dashboard range is whole days (traffic-range.ts). */
function daysCondition(start: number, end: number): string {
  return `day >= toDate(${stringLiteral(isoDay(start))}) AND day <= toDate(${stringLiteral(isoDay(Math.max(start, end - 1)))})`;
}

/** The rebuilt days of a range and the per-day page-view rows that answer its scope. */
interface BuiltPageviewDays extends TimingDays {
  readonly table: 'analytics_pageview_days' | 'analytics_pageview_stag_days';
}

/**
 * The rebuilt days' rows of the scope's variant (0 humans, 1 everyone), their generations only,
 * and in the per-stag rows the scope's stags only.
 */
function builtCondition(scope: EventScope, days: BuiltPageviewDays): string {
  const first = days.built[0]?.day ?? '1970-01-01';
  const last = days.built.at(-1)?.day ?? first;
  const stags =
    days.table === 'analytics_pageview_stag_days' ? `AND stag IN ${stringList(scope.stags ?? [])}` : '';
  return `day >= toDate(${stringLiteral(first)}) AND day <= toDate(${stringLiteral(last)})
    AND generation IN ${stringList(days.built.map((built) => built.generation))}
    AND bots = ${scope.includeBots ? 1 : 0} ${stags}`;
}

/** The rollup's rows of the given UTC days (as day numbers of their hour). */
function dayNumbersCondition(days: readonly string[]): string {
  return `intDiv(hour, ${DAY_MS}) IN (${days.map((day) => integerLiteral(Date.parse(day) / (24 * 60 * 60 * 1000))).join(', ')})`;
}

function hoursCondition(start: number, end: number): string {
  return `hour >= ${integerLiteral(start)} AND hour < ${integerLiteral(end)}`;
}
