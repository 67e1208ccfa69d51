import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { TRAFFIC_DIMENSIONS, type TrafficInterval } from '@playfront/contracts';
import { ClickHouseTrafficCounts } from '../../src/console/clickhouse/clickhouse-traffic-counts.ts';
import { timingDays } from '../../src/console/clickhouse/clickhouse-timing-days-read.ts';
import { bucketExpression, scopeCondition } from '../../src/console/clickhouse/clickhouse-traffic-sql.ts';
import { DIMENSION_COLUMNS, type EventScope } from '../../src/console/traffic/traffic-sql.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { ClickHousePlayerEvents } from '../../src/privacy/clickhouse-player-events.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { mutationsApplied, startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days 6, 5 and 4 before today (UTC). */
const D1 = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
const D2 = D1 + DAY;
const D3 = D2 + DAY;

const at = (
  visitor: string,
  time: number,
  stag: string | null,
  fields: { pathname?: string; country?: string; bot?: number } = {},
): StoredEvent => ({
  ...makeEvent({
    temp_player_id: visitor,
    timestamp: time,
    stag,
    pathname: fields.pathname ?? '/home',
    ip_country: fields.country ?? 'DE',
  }),
  loading_time: null,
  time_to_fetch_start: null,
  time_to_first_byte: null,
  received_at: time,
  bot: fields.bot ?? 0,
});

/** A count by bucket or value; 64-bit integers come as strings in JSON. */
interface Count {
  key: string | number | null;
  n: number | string;
}

/**
 * A stags' dashboard's visitors from the per-day, per-stag visitor rows (decision 105), through
 * ClickHouseTrafficCounts, against the distinct visitor ids of the raw events in the scope, as
 * stored (what the daily rollup's sets count, and the three-engine suite holds equal to SQLite's
 * and PostgreSQL's): totals, per day and week, and per value of every dimension, for lists of
 * one and two stags, with and without bots. Visitors across midnight, a visitor under two stags,
 * a copy resent under another stag and with another page, a bot, a visitor without a stag; then a
 * late event on a built day (read from raw events until rebuilt) and an erasure that makes two
 * visitor ids one pseudonym (the days rebuilt from it).
 */
describe('given visitors of stags on ClickHouse, the per-day stag visitors', { timeout: 120_000 }, () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  let updater: ClickHouseTimingDaysUpdater;
  let counts: ClickHouseTrafficCounts;

  const resent = at('v5', D2 + 9 * HOUR, 'aff-1', { pathname: '/games' });
  const events: StoredEvent[] = [
    at('v1', D1 + 10 * HOUR, 'aff-1'),
    at('v1', D1 + 10 * HOUR + 10 * MINUTE, 'aff-1', { pathname: '/games' }),
    // Across midnight: a visitor of both days, once in a range of the two.
    at('v2', D1 + 23 * HOUR + 50 * MINUTE, 'aff-1'),
    at('v2', D2 + 10 * MINUTE, 'aff-1', { pathname: '/games' }),
    // Two stags: once for a list of both, once in each list of one.
    at('v3', D2 + 12 * HOUR, 'aff-1', { country: 'AT' }),
    at('v3', D2 + 14 * HOUR, 'aff-2', { country: 'AT' }),
    at('v4', D1 + 8 * HOUR, 'aff-2'),
    at('v4', D3 + 8 * HOUR, 'aff-2', { country: 'FR' }),
    // A copy resent under another stag and page: counted under both, as the sets count it.
    resent,
    { ...resent, stag: 'aff-2', pathname: '/cashier', received_at: resent.received_at + 5_000 },
    // A bot, and a visitor without a stag (in no list).
    at('v6', D2 + 8 * HOUR, 'aff-1', { bot: 1 }),
    at('v6', D3 + 9 * HOUR, 'aff-2', { bot: 1 }),
    at('v7', D2 + 8 * HOUR, null),
    // Erased later with v4: two visitor ids of one player.
    at('v8', D1 + 9 * HOUR, 'aff-2'),
    at('v8', D3 + 9 * HOUR, 'aff-1'),
  ];

  const ranges = [
    [D1, D3 + DAY],
    [D1, D2],
    [D2, D3 + DAY],
    [D1, D2 + DAY],
  ] as const;
  const lists = [['aff-1'], ['aff-2'], ['aff-1', 'aff-2'], ['aff-2', 'aff-9']] as const;
  const intervals: readonly (TrafficInterval | null)[] = [null, 'day', 'week'];

  const sorted = (rows: readonly Count[]) =>
    rows
      .map((row) => ({ key: row.key === null ? null : String(row.key), n: Number(row.n) }))
      .sort((a, b) => String(a.key).localeCompare(String(b.key)));
  const rawCounts = async (query: string): Promise<Count[]> => {
    const result = await client.query({ query, format: 'JSONEachRow' });
    return sorted(await result.json<Count>());
  };
  /** The raw reference: distinct visitor ids of the scope's events of [start, end), as stored. */
  const raw = (scope: EventScope, start: number, end: number, key: string) =>
    rawCounts(`SELECT ${key} AS key, uniqExact(temp_player_id) AS n FROM analytics_events
      WHERE timestamp >= ${start} AND timestamp < ${end} AND isNotNull(temp_player_id)
        AND ${scopeCondition(scope, 'raw')}
      GROUP BY key`);

  /** Every range, list, variant, interval and dimension: the counts equal raw events'. */
  async function expectSameAsRawEvents(): Promise<void> {
    let nonEmpty = 0;
    for (const [start, end] of ranges) {
      for (const stags of lists) {
        for (const includeBots of [false, true]) {
          const scope = { filters: {}, stags, includeBots };
          const label = `${isoDay(start)}..${isoDay(end)} ${stags.join(',')} bots=${includeBots}`;
          for (const interval of intervals) {
            const time = 'toInt64(toUInt16(event_date)) * 86400000';
            const expected = await raw(
              scope,
              start,
              end,
              interval === null ? '0' : bucketExpression(interval, time),
            );
            if (expected.length > 0) nonEmpty += 1;
            const found = await counts.visitors(scope, start, end, interval);
            expect(
              sorted(found.map((row) => ({ key: row.bucket, n: row.n }))),
              `${label} ${interval}`,
            ).toEqual(expected);
          }
          for (const dimension of TRAFFIC_DIMENSIONS) {
            const expected = await raw(scope, start, end, DIMENSION_COLUMNS[dimension]);
            const found = await counts.visitorsByValue(scope, dimension, start, end);
            expect(
              sorted(found.map((row) => ({ key: row.item, n: row.n }))),
              `${label} ${dimension}`,
            ).toEqual(expected);
          }
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(40);
  }
  const builtRows = async () => {
    const result = await client.query({
      query: 'SELECT count() AS n FROM analytics_visitor_stag_days',
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ n: number | string }>();
    return Number(row?.n ?? 0);
  };
  const insert = (values: StoredEvent[]) =>
    client.insert({ table: 'analytics_events', values, format: 'JSONEachRow' });
  /** The work list's stamps are whole seconds: a rebuild covers only inserts of an earlier one. */
  const step = async () => {
    await sleep(1100);
    return updater.step();
  };

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_visitor_stag_days' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    updater = new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0, keepSupersededSeconds: 0 });
    counts = new ClickHouseTrafficCounts(client);
    await insert(events);
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should count visitors from the rollup until the days are rebuilt, then from the rows, alike', async () => {
    expect((await timingDays(client, D1, D3 + DAY)).built).toEqual([]);
    await expectSameAsRawEvents();
    expect(await step()).toBe(3);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([]);
    expect(await builtRows()).toBeGreaterThan(0);
    await expectSameAsRawEvents();
    const scope = (stags: readonly string[]) => ({ filters: {}, stags, includeBots: false });
    // v1, v2 (across midnight), v3, v5, v8 (D3): five, once each over the three days.
    expect(await counts.visitors(scope(['aff-1']), D1, D3 + DAY, null)).toEqual([{ bucket: 0, n: 5 }]);
    // v3 under both stags, v5's copy under both: once each for the list of both.
    expect(await counts.visitors(scope(['aff-1', 'aff-2']), D2, D2 + DAY, null)).toEqual([
      { bucket: 0, n: 3 },
    ]);
    const pages = await counts.visitorsByValue(scope(['aff-1', 'aff-2']), 'pathname', D1, D3 + DAY);
    expect(sorted(pages.map((row) => ({ key: row.item, n: row.n })))).toEqual([
      { key: '/cashier', n: 1 },
      { key: '/games', n: 3 },
      { key: '/home', n: 5 },
    ]);
  });

  it('should read a day touched after its rebuild from raw events until rebuilt again', async () => {
    // A late event of a new visitor on D2, on a page of its own.
    await insert([at('v9', D2 + 20 * HOUR, 'aff-2', { pathname: '/late' })]);
    const touched = await timingDays(client, D1, D3 + DAY);
    expect(touched.raw).toEqual([isoDay(D2)]);
    await expectSameAsRawEvents();
    expect(await step()).toBe(1);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([]);
    await expectSameAsRawEvents();
  });

  it("should count an erased player's visitor ids as the raw events do once their days are rebuilt", async () => {
    // v4 and v8 (both under aff-2 on D1, and on D3 under aff-2 and aff-1): one pseudonym.
    const erasure = new ClickHousePlayerEvents(client, () => Promise.resolve());
    const ids = { userId: 'player-erased', visitorIds: ['v4', 'v8'] };
    await erasure.pseudonymise(ids, 'erased-1');
    await mutationsApplied(client);
    // The erasure's next sweep, as finishEventsErasure runs it.
    await erasure.pseudonymise(ids, 'erased-1');
    // D1, D3 and the days after them: the answers first (without the listing no day is rebuilt).
    const rebuilt = await step();
    await expectSameAsRawEvents();
    expect(rebuilt).toBeGreaterThanOrEqual(2);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([]);
    // The built D1 now holds one hash for the two ids, as the raw events count them.
    const aff2 = { filters: {}, stags: ['aff-2'], includeBots: false };
    expect(await counts.visitors(aff2, D1, D2, null)).toEqual([{ bucket: 0, n: 1 }]);
  });
});
