import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_DIMENSIONS, type ReportDimension } from '@playfront/contracts';
import { ClickHouseAffiliateTraffic } from '../../src/console/clickhouse/clickhouse-affiliate-traffic.ts';
import { ClickHouseTrafficCounts } from '../../src/console/clickhouse/clickhouse-traffic-counts.ts';
import { bucketExpression } from '../../src/console/clickhouse/clickhouse-traffic-sql.ts';
import {
  chainDashboardVisitorsQuery,
  chainDays,
  chainUniqueVisitorsQuery,
} from '../../src/console/clickhouse/clickhouse-visitor-chain-counts.ts';
import type { RollupQuery } from '../../src/console/rollups/rollup-traffic.ts';
import { DIMENSION_COLUMNS } from '../../src/console/traffic/traffic-sql.ts';
import { seededRandom } from '../../src/demo-data/seeded-random.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { mutationsApplied, startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Six days, the first 40 before today (UTC): a month boundary falls within them or not, both kinds of range appear. */
const START = Math.floor(Date.now() / DAY) * DAY - 40 * DAY;
const dayAt = (index: number) => START + index * DAY;

/** The cards' values of an event, from a stream of their own: a few each, NULL among them. */
const cardValues = (() => {
  const next = seededRandom(31);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return () => ({
    interlayer_id: pick(['il-1', 'il-2', null] as const),
    ip_country: pick(['DE', 'MT', 'BR', null] as const),
    device: pick(['web', 'ios', 'android'] as const),
    browser: pick(['Chrome', 'Safari', 'Instagram'] as const),
    pathname: pick(['/', '/games/slots', '/promo', '/cashier'] as const),
    license: pick(['mga', 'curacao', null] as const),
  });
})();

const event = (visitor: string, time: number, stag: string | null, bot = 0): StoredEvent =>
  storedUntimed({ temp_player_id: visitor, timestamp: time, stag, ...cardValues() }, bot);

/** Visitors over the six days, coming back on some with gaps, by one stag, another, or none. */
function traffic(): StoredEvent[] {
  const next = seededRandom(29);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const rows: StoredEvent[] = [];
  for (let visitor = 0; visitor < 50; visitor += 1) {
    const bot = next() < 0.15 ? 1 : 0;
    for (let day = 0; day < 6; day += 1) {
      if (next() < 0.55) continue;
      const stag = pick(['aff-1', 'aff-2', 'aff-3', null] as const);
      // From 01:00: an event in a day's first hour also lists the day before (decision 119), an
      // empty seventh day to build.
      const at = dayAt(day) + (1 + Math.floor(next() * 22)) * HOUR;
      rows.push(event(`v${visitor}`, at, stag, bot));
      if (next() < 0.3)
        rows.push(event(`v${visitor}`, at + 20 * MINUTE, pick(['aff-1', null] as const), bot));
    }
  }
  // One visitor with a bot's event and a human's on other days; a copy resent under another stag.
  rows.push(event('both', dayAt(1) + HOUR, 'aff-1', 1), event('both', dayAt(3) + HOUR, 'aff-1'));
  const copied = event('copied', dayAt(2) + 5 * HOUR, 'aff-2');
  rows.push(copied, { ...copied, stag: 'aff-3', received_at: copied.received_at + 5_000 });
  // Seen on day 3, then (a late event, in the last test) on day 1.
  rows.push(event('later', dayAt(3) + 5 * HOUR, 'aff-1'));
  return rows;
}

/**
 * The affiliate report's unique visitors from the chain links (decision 112), through
 * ClickHouseAffiliateTraffic, against the distinct visitor ids of the raw events in scope (as
 * stored, as the daily rollup's sets count them, which the three-engine suite holds equal to
 * SQLite's and PostgreSQL's): ranges of the six days (one from two days without events), grouped
 * by nothing, stag, day, month and pairs, all stags or a list grouped by stag or by nothing
 * (decision 127: the dashboard's visitor hashes), with and without bots. Before the days are
 * built (the sets), once built (the links alone), with late events on a built day (the days from
 * it read raw, their visitors looked up in the presence rows), once rebuilt and relinked, and
 * with a day's relinked marks gone (its old links stale: read raw from it).
 */
describe('given visitors over six days on ClickHouse, the chain links', { timeout: 240_000 }, () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  let updater: ClickHouseTimingDaysUpdater;
  let report: ClickHouseAffiliateTraffic;
  let counts: ClickHouseTrafficCounts;

  // The last by two cards: no link's key holds both (the sets answer it).
  const groupings: readonly ReportDimension[][] = [
    [],
    ['stag'],
    ['day'],
    ['month', 'stag'],
    ['country'],
    ['stag', 'device'],
    ['day', 'interlayer_id'],
    ['month', 'country'],
    ['country', 'device'],
  ];
  // The first starts two days before any event: days never built, with nothing to count.
  const ranges = [
    [-2, 5],
    [1, 3],
    [2, 5],
    [4, 4],
  ] as const;

  type Counted = Record<string, number>;
  const keyOf = (dims: Readonly<Record<string, string | null>>, groupBy: readonly ReportDimension[]) =>
    JSON.stringify(groupBy.map((dimension) => dims[dimension] ?? null));

  /** The raw reference: distinct visitor ids per group of the scope's events of the range's days. */
  async function raw(query: RollupQuery): Promise<Counted> {
    const columns: Record<ReportDimension, string> = {
      stag: 'stag',
      day: 'toString(event_date)',
      month: 'substring(toString(event_date), 1, 7)',
      interlayer_id: 'interlayer_id',
      country: 'ip_country',
      device: 'device',
    };
    const select = query.groupBy.map((dimension) => `${columns[dimension]} AS ${dimension}_value, `).join('');
    const names = query.groupBy.map((dimension) => `${dimension}_value`);
    const result = await client.query({
      query: `SELECT ${select} uniqExact(temp_player_id) AS n FROM analytics_events
        WHERE event_date >= toDate('${query.from}') AND event_date <= toDate('${query.to}')
          AND isNotNull(temp_player_id) AND ${query.includeBots ? '1 = 1' : 'bot = 0'}
          AND ${query.stags === null ? '1 = 1' : `stag IN ('${query.stags.join("', '")}')`}
        ${names.length === 0 ? '' : `GROUP BY ${names.join(', ')}`}`,
      format: 'JSONEachRow',
    });
    const counted: Counted = {};
    for (const row of await result.json<Record<string, string | number | null>>()) {
      const dims: Record<string, string | null> = {};
      for (const dimension of query.groupBy) {
        const value = row[`${dimension}_value`];
        dims[dimension] = value === null || value === undefined ? null : String(value);
      }
      counted[keyOf(dims, query.groupBy)] = Number(row.n);
    }
    return counted;
  }

  /** Every range, grouping, scope and variant: the report's unique visitors equal raw events'. */
  async function expectSameAsRawEvents(): Promise<number> {
    const cases = ranges.flatMap(([first, last]) =>
      groupings.flatMap((groupBy) =>
        // A list's visitors in all from the dashboard's visitor hashes per day and stag (decision 127).
        (groupBy.includes('stag') || groupBy.length === 0
          ? [null, ['aff-1'], ['aff-2', 'aff-3', 'aff-9']]
          : [null]
        ).flatMap((stags) =>
          [false, true].map((includeBots) => ({
            from: isoDay(dayAt(first)),
            to: isoDay(dayAt(last)),
            groupBy,
            stags,
            includeBots,
          })),
        ),
      ),
    );
    // A range's questions at once, as a report asks them: the server answers them side by side.
    const fromLinks = await Promise.all(
      cases.map(async (query) => {
        const label = `${query.from}..${query.to} by ${query.groupBy.join(',')} ${String(query.stags)} bots=${query.includeBots}`;
        const linked = (await chainUniqueVisitorsQuery(client, query, query.groupBy)) !== null;
        const { rows } = await report.rows(query);
        const found: Counted = {};
        for (const row of rows) {
          if (row.unique_visitors > 0) found[keyOf(row.dims, query.groupBy)] = row.unique_visitors;
        }
        expect(found, label).toEqual(await raw(query));
        return linked ? 1 : 0;
      }),
    );
    const dashboards = await Promise.all(
      ranges.flatMap(([first, last]) =>
        [false, true].map((includeBots) => sameDashboard(dayAt(first), dayAt(last + 1), includeBots)),
      ),
    );
    return (
      fromLinks.reduce<number>((sum, linked) => sum + linked, 0) +
      dashboards.reduce((sum, linked) => sum + linked, 0)
    );
  }

  /** A count as JSON gives it: ClickHouse quotes 64-bit integers. */
  const counted = (n: number | string) => Number(n);

  /**
   * An unfiltered dashboard's visitors over [start, end): in total, by day and by week, and per
   * value of each card, against raw events; how many of the ten the links answered.
   */
  async function sameDashboard(start: number, end: number, includeBots: boolean): Promise<number> {
    const scope = { filters: {}, stags: null, includeBots };
    const label = `${isoDay(start)}..${isoDay(end)} bots=${includeBots}`;
    const midnight = 'toInt64(toUInt16(event_date)) * 86400000';
    const rawCounts = async (key: string) => {
      const result = await client.query({
        query: `SELECT ${key} AS key, uniqExact(temp_player_id) AS n FROM analytics_events
          WHERE event_date >= toDate('${isoDay(start)}') AND event_date < toDate('${isoDay(end)}')
            AND isNotNull(temp_player_id) AND ${includeBots ? '1 = 1' : 'bot = 0'}
          GROUP BY key`,
        format: 'JSONEachRow',
      });
      const rows = await result.json<{ key: string | number | null; n: string | number }>();
      return Object.fromEntries(rows.map((row) => [String(row.key), Number(row.n)]));
    };
    let linked = 0;
    for (const interval of [null, 'day', 'week'] as const) {
      if (
        (await chainDashboardVisitorsQuery(client, scope, start, end, { kind: 'bucket', interval })) !== null
      )
        linked += 1;
      const found = await counts.visitors(scope, start, end, interval);
      expect(
        Object.fromEntries(found.map((row) => [String(row.bucket), counted(row.n)])),
        `${label} ${interval}`,
      ).toEqual(await rawCounts(interval === null ? '0' : bucketExpression(interval, midnight)));
    }
    for (const dimension of TRAFFIC_DIMENSIONS) {
      if (
        (await chainDashboardVisitorsQuery(client, scope, start, end, { kind: 'value', dimension })) !== null
      )
        linked += 1;
      const found = await counts.visitorsByValue(scope, dimension, start, end);
      expect(
        Object.fromEntries(found.map((row) => [String(row.item), counted(row.n)])),
        `${label} ${dimension}`,
      ).toEqual(await rawCounts(DIMENSION_COLUMNS[dimension]));
    }
    return linked;
  }

  const insert = (values: StoredEvent[]) =>
    client.insert({ table: 'analytics_events', values, format: 'JSONEachRow' });
  /** The work list's stamps are whole seconds: a rebuild covers only inserts of an earlier one. */
  const step = async () => {
    await sleep(1100);
    return updater.step();
  };
  const linkedDays = async () => (await chainDays(client, dayAt(0), dayAt(6))).linked.length;

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_visitor_chains' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    updater = new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0, keepSupersededSeconds: 0 });
    report = new ClickHouseAffiliateTraffic(client);
    counts = new ClickHouseTrafficCounts(client);
    await insert(traffic());
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should count the sets until the days are built, then the links, alike', async () => {
    expect(await linkedDays()).toBe(0);
    expect(await expectSameAsRawEvents()).toBe(0);
    expect(await step()).toBe(6);
    expect(await linkedDays()).toBe(6);
    // Every question the links can answer: no list of stags without a grouping by stag, no two
    // cards at once; each dashboard's ten counts (total, by day, by week, the seven cards) with
    // and without bots.
    const perRange = 2 * (1 + 3 + 1 + 3 + 1 + 3 + 1 + 1);
    expect(await expectSameAsRawEvents()).toBe(4 * perRange + 4 * 2 * (3 + TRAFFIC_DIMENSIONS.length));
  });

  it('should read the days from a late event on raw, their visitors looked up, then link them again', async () => {
    // A new visitor on day 2 who comes back on day 4; an old one seen on day 2 now, under a new stag.
    await insert([
      event('late', dayAt(2) + 3 * HOUR, 'aff-2'),
      event('late', dayAt(4) + 3 * HOUR, 'aff-2'),
      event('v0', dayAt(2) + 4 * HOUR, 'aff-3'),
      event('v1', dayAt(2) + 22 * HOUR, null, 1),
    ]);
    expect(await linkedDays()).toBe(2);
    expect(await expectSameAsRawEvents()).toBeGreaterThan(0);
    // Days 2 and 4 rebuilt in order; days 3 and 5 linked again.
    expect(await step()).toBe(2);
    expect(await linkedDays()).toBe(6);
    await expectSameAsRawEvents();
    // Their first links go at a later clean-up (one kind waits for the other's mutations).
    const marksPerDay = async () => {
      await mutationsApplied(client);
      const result = await client.query({
        query: `SELECT toString(day) AS iso_day, count() AS marks FROM analytics_visitor_chain_built
          GROUP BY iso_day ORDER BY iso_day`,
        format: 'JSONEachRow',
      });
      return (await result.json<{ marks: number | string }>()).map((row) => Number(row.marks));
    };
    for (let round = 0; round < 3 && (await marksPerDay()).some((marks) => marks > 1); round += 1)
      await step();
    expect(await marksPerDay()).toEqual([1, 1, 1, 1, 1, 1]);
    await expectSameAsRawEvents();
  });

  it('should not read a day whose links count on an earlier day as it was', async () => {
    // `later`, seen on day 3, now on day 1 too: day 3's first links count them as new there.
    const marks = async () => {
      const result = await client.query({
        query: 'SELECT generation FROM analytics_visitor_chain_built',
        format: 'JSONEachRow',
      });
      return (await result.json<{ generation: string }>()).map((row) => row.generation);
    };
    const before = await marks();
    await insert([event('later', dayAt(1) + 5 * HOUR, 'aff-1')]);
    // An updater that keeps superseded rows: day 1 rebuilt, days 2 to 5 linked again.
    await sleep(1100);
    const keeping = new ClickHouseTimingDaysUpdater(client, {
      overlapSeconds: 0,
      keepSupersededSeconds: 3600,
    });
    expect(await keeping.step()).toBe(1);
    expect(await linkedDays()).toBe(6);
    // Without the new links, days 2 to 5 have only links read from day 1's old rows.
    const relinked = (await marks()).filter((generation) => !before.includes(generation));
    await client.command({
      query: `ALTER TABLE analytics_visitor_chain_built DELETE
        WHERE day > toDate('${isoDay(dayAt(1))}') AND generation IN ('${relinked.join("', '")}')`,
    });
    await mutationsApplied(client);
    expect(await linkedDays()).toBe(2);
    await expectSameAsRawEvents();
    await step();
    expect(await linkedDays()).toBe(6);
    await expectSameAsRawEvents();
    const week = {
      from: isoDay(dayAt(1)),
      to: isoDay(dayAt(3)),
      groupBy: [],
      stags: null,
      includeBots: false,
    };
    expect((await report.rows(week)).uniqueVisitors).toBe(Object.values(await raw(week))[0]);
  });
});
