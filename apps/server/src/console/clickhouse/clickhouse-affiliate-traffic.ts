import type { ClickHouseClient } from '@clickhouse/client';
import type { ReportDimension } from '@playfront/contracts';
import type { EventsTraffic } from '../reports/events-traffic.ts';
import type { RollupQuery, TrafficRow } from '../rollups/rollup-traffic.ts';
import { integerLiteral, stringList } from '../../events/clickhouse/clickhouse-literal.ts';
import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import { dailyUniqueVisitorsQuery } from './clickhouse-affiliate-visitors.ts';
import { chainUniqueVisitorsQuery } from './clickhouse-visitor-chain-counts.ts';
import { stagVisitorsSql } from './clickhouse-stag-visitors.ts';
import { ClickHouseVisitsUpdater } from '../../events/clickhouse/clickhouse-visits-updater.ts';
import {
  builtVisitCounts,
  storedVisitCounts,
  storedVisits,
  type VisitDimensionColumn,
} from './clickhouse-stored-visits.ts';
import { dayRuns, timingDays } from './clickhouse-timing-days-read.ts';
import { timingWeeks } from './clickhouse-timing-weeks-read.ts';
import { storedEvents } from './clickhouse-traffic-sql.ts';

/** The columns the report reads of each event. */
const COLUMNS = ['event_id', 'timestamp', 'temp_player_id', 'stag', 'interlayer_id', 'ip_country', 'device'];

/** A visit's columns besides its time, each with the groupings that read it. */
const CARRIED: readonly (readonly [
  VisitDimensionColumn,
  (groupBy: readonly ReportDimension[]) => boolean,
])[] = [
  ['stag', (groupBy) => groupBy.includes('stag')],
  ['interlayer_id', (groupBy) => groupBy.includes('interlayer_id')],
  ['ip_country', (groupBy) => groupBy.includes('country')],
  ['device', (groupBy) => groupBy.includes('device')],
];

/** Each report dimension over rows with `timestamp`, `stag`, `interlayer_id`, `ip_country`, `device`. */
const DIMENSIONS: Readonly<Record<ReportDimension, string>> = {
  // 'YYYY-MM-DD' and 'YYYY-MM' of the UTC day, as the SQL dialects give them.
  day: `toString(toDate(toDateTime(intDiv(timestamp, 1000), 'UTC')))`,
  month: `substring(toString(toDate(toDateTime(intDiv(timestamp, 1000), 'UTC'))), 1, 7)`,
  stag: 'stag',
  interlayer_id: 'interlayer_id',
  country: 'ip_country',
  device: 'device',
};

/** Which kept rows the traffic reads: each one false reads what it replaced (a bench's before). */
export interface AffiliateTrafficSources {
  readonly visitDays?: boolean;
  readonly visitWeeks?: boolean;
  readonly visitorChains?: boolean;
}

/**
 * The affiliate report's visits and unique visitors where the events are on ClickHouse, defined
 * as the SQL report defines them (sql-affiliate-report.ts): a visit starts at a visitor's event
 * more than VISIT_IDLE_MS after their previous one (bots left out before visits are decided,
 * unless asked for), is counted in the range when it starts there, and takes the dimensions of
 * its first event, the stag filter included; unique visitors are distinct visitor ids among the
 * range's events in scope. An event stored twice counts once without reading each event_id once
 * (storedEvents): its copy is never a visit start, and a visitor is counted once however often
 * seen. 18.16 has no window functions: a visitor's events are sorted in an array and the starts
 * filtered from it.
 */
export class ClickHouseAffiliateTraffic implements EventsTraffic {
  readonly #client: ClickHouseClient;
  readonly #updater: ClickHouseVisitsUpdater;
  readonly #visitDays: boolean;
  readonly #visitWeeks: boolean;
  readonly #visitorChains: boolean;

  /**
   * Earlier ways of counting, the bench's befores: `visitDays` false counts every visit through
   * FINAL over analytics_visits (before decision 110, `--compare-visit-days`); `visitWeeks` false
   * reads the counts day by day where whole weeks answer (before decision 118); `visitorChains`
   * false counts unique visitors from the daily rollup's sets even where the chain links or a stag
   * list's visitor hashes per day answer (before decisions 112 and 127, `--compare-visitor-chains`).
   */
  constructor(
    client: ClickHouseClient,
    updater = new ClickHouseVisitsUpdater(client),
    { visitDays = true, visitWeeks = true, visitorChains = true }: AffiliateTrafficSources = {},
  ) {
    this.#client = client;
    this.#updater = updater;
    this.#visitDays = visitDays;
    this.#visitWeeks = visitWeeks;
    this.#visitorChains = visitorChains;
  }

  async rows(query: RollupQuery): Promise<{ rows: TrafficRow[]; uniqueVisitors: number }> {
    const from = Date.parse(`${query.from}T00:00:00Z`);
    const to = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
    const [visits, visitors, [total]] = await Promise.all([
      this.#visits(query, from, to),
      this.#uniqueVisitors(query, query.groupBy, from, to),
      this.#uniqueVisitors(query, [], from, to),
    ]);
    const merged = new Map<string, TrafficRow>();
    const entry = (row: Record<string, string | number | null>) => {
      const dims: Record<string, string | null> = {};
      for (const dimension of query.groupBy) {
        const value = row[`${dimension}_value`];
        dims[dimension] = value === null || value === undefined ? null : String(value);
      }
      const key = JSON.stringify(query.groupBy.map((dimension) => dims[dimension] ?? null));
      let found = merged.get(key);
      if (found === undefined) {
        found = { dims, visits: 0, unique_visitors: 0 };
        merged.set(key, found);
      }
      return found;
    };
    for (const row of visits) entry(row).visits += Number(row.n);
    for (const row of visitors) entry(row).unique_visitors += Number(row.n);
    return { rows: [...merged.values()], uniqueVisitors: Number(total?.n ?? 0) };
  }

  /** `expr AS dimension, ` per grouped dimension (named so that no alias shadows a column). */
  #select(groupBy: readonly ReportDimension[]): string {
    return groupBy.map((dimension) => `${DIMENSIONS[dimension]} AS ${dimension}_value, `).join('');
  }

  #groupBy(groupBy: readonly ReportDimension[]): string {
    return groupBy.length === 0
      ? ''
      : `GROUP BY ${groupBy.map((dimension) => `${dimension}_value`).join(', ')}`;
  }

  #stagCondition(column: string, stags: readonly string[] | null): string {
    if (stags === null) return '1 = 1';
    return stags.length === 0 ? '1 = 0' : `${column} IN ${stringList(stags)}`;
  }

  /**
   * The visits starting in [from, to) (whole UTC days): the days rebuilt since their last insert
   * (decision 090's split) from their counts in analytics_visit_days, every other day from the
   * kept visits through FINAL, summed in one query (decision 110). Both hold the same visits,
   * each counted on the day it starts with its first event's dimensions, so the sum is exact for
   * any grouping of the report (day, month, stag, interlayer id, country, device) and the stag
   * filter. Not grouped by day or month, the range's whole weeks are read as their weeks' counts
   * (decision 118).
   */
  async #visits(query: RollupQuery, from: number, to: number) {
    await this.#updater.catchUp();
    const columns = CARRIED.filter(
      ([column, needed]) => needed(query.groupBy) || (column === 'stag' && query.stags !== null),
    ).map(([column]) => column);
    const days = this.#visitDays ? await timingDays(this.#client, from, to) : null;
    if (days === null || days.built.length === 0) {
      return this.#rows(`
        SELECT ${this.#select(query.groupBy)} count() AS n
        FROM ${storedVisits(query.includeBots, from, to, columns)}
        WHERE ${this.#stagCondition('stag', query.stags)}
        ${this.#groupBy(query.groupBy)}`);
    }
    const byPeriod = query.groupBy.includes('day') || query.groupBy.includes('month');
    const weeks = this.#visitWeeks && !byPeriod ? await timingWeeks(this.#client, days.built) : [];
    const parts = [builtVisitCounts(query.includeBots, days.built, columns, weeks)].concat(
      dayRuns(days.raw).map((run) => storedVisitCounts(query.includeBots, run.start, run.end, columns)),
    );
    return this.#rows(`
      SELECT ${this.#select(query.groupBy)} sum(n) AS n
      FROM (${parts.map((part) => `SELECT * FROM ${part}`).join(' UNION ALL ')})
      WHERE ${this.#stagCondition('stag', query.stags)}
      ${this.#groupBy(query.groupBy)}`);
  }

  /**
   * The same visits from the raw events: the definition the kept visits (decision 072) hold,
   * kept as the reference the suites compare them with.
   */
  visitsFromEvents(query: RollupQuery, from: number, to: number) {
    const idle = integerLiteral(VISIT_IDLE_MS);
    // Each event carries into its visitor's array only the columns the grouping and the stag
    // filter read: the arrays of a month's events are the query's cost.
    const carried = CARRIED.filter(
      ([column, needed]) => needed(query.groupBy) || (column === 'stag' && query.stags !== null),
    ).map(([column]) => column);
    // Visits are decided over all of the visitor's events in scope (not only the filtered stags'),
    // from one idle window before the range, so a visit open at its start is not counted again.
    const events = storedEvents(
      { filters: {}, stags: null, includeBots: query.includeBots },
      from - VISIT_IDLE_MS,
      to,
      'isNotNull(temp_player_id)',
      ['timestamp', 'event_id', 'temp_player_id', ...carried],
    );
    const starts = ['tupleElement(start, 1) AS timestamp']
      .concat(carried.map((column, index) => `tupleElement(start, ${index + 3}) AS ${column}`))
      .join(', ');
    // Gaps by arrayDifference: a lambda that names an outer array copies it per element (decision 079).
    return this.#rows(`
      SELECT ${this.#select(query.groupBy)} count() AS n
      FROM (
        SELECT ${starts}
        FROM (
          SELECT
            arraySort(x -> (tupleElement(x, 1), tupleElement(x, 2)),
              groupArray((${['timestamp', 'event_id', ...carried].join(', ')}))) AS sorted,
            arrayFilter((x, gap, i) -> i = 1 OR gap > ${idle},
              sorted, arrayDifference(arrayMap(x -> tupleElement(x, 1), sorted)), arrayEnumerate(sorted)) AS starts
          FROM ${events}
          GROUP BY temp_player_id
        )
        ARRAY JOIN starts AS start
      )
      WHERE timestamp >= ${integerLiteral(from)} AND ${this.#stagCondition('stag', query.stags)}
      ${this.#groupBy(query.groupBy)}`);
  }

  async #uniqueVisitors(query: RollupQuery, groupBy: readonly ReportDimension[], from: number, to: number) {
    const chains = this.#visitorChains ? await chainUniqueVisitorsQuery(this.#client, query, groupBy) : null;
    if (chains !== null) return this.#rows(chains);
    // A list of stags' visitors in all (the links sum per stag, and a visitor may have two): one
    // set of the dashboard's visitor hashes per day and stag (decision 127), not the daily
    // rollup's sets merged (a manager's ten stags over 90 days at 100M: 0.2 against 1.9 s).
    if (this.#visitorChains && query.stags !== null && query.stags.length > 0 && groupBy.length === 0) {
      const scope = { filters: {}, stags: query.stags, includeBots: query.includeBots };
      const days = await timingDays(this.#client, from, to);
      // With no day built yet, the daily rollup's sets answer (as the dashboard falls back).
      if (days.built.length > 0)
        return this.#rows(stagVisitorsSql(scope, days, { kind: 'bucket', interval: null }));
    }
    const daily = dailyUniqueVisitorsQuery(query, groupBy, query.from, query.to);
    if (daily !== null) return this.#rows(daily);
    const events = storedEvents(
      { filters: {}, stags: query.stags, includeBots: query.includeBots },
      from,
      to,
      'isNotNull(temp_player_id)',
      COLUMNS,
    );
    return this.#rows(`
      SELECT ${this.#select(groupBy)} uniqExact(temp_player_id) AS n
      FROM ${events}
      ${this.#groupBy(groupBy)}`);
  }

  async #rows(query: string): Promise<Record<string, string | number | null>[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<Record<string, string | number | null>>();
  }
}
