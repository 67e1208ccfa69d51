import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { ReportDimension } from '@playfront/contracts';
import { ClickHouseAffiliateTraffic } from '../../src/console/clickhouse/clickhouse-affiliate-traffic.ts';
import { timingDays } from '../../src/console/clickhouse/clickhouse-timing-days-read.ts';
import type { RollupQuery } from '../../src/console/rollups/rollup-traffic.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { ClickHouseVisitsUpdater } from '../../src/events/clickhouse/clickhouse-visits-updater.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days 6, 5 and 4 before today (UTC); D0 the day before them. */
const D1 = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
const D0 = D1 - DAY;
const D2 = D1 + DAY;
const D3 = D2 + DAY;

interface Dims {
  readonly stag?: string | null;
  readonly country?: string | null;
  readonly device?: string | null;
  readonly interlayer?: string | null;
  readonly event?: string;
  readonly bot?: number;
}

const at = (visitor: string, time: number, dims: Dims = {}): StoredEvent => ({
  ...makeEvent({
    temp_player_id: visitor,
    timestamp: time,
    stag: dims.stag === undefined ? 'aff-1' : dims.stag,
    ip_country: dims.country === undefined ? 'DE' : dims.country,
    device: dims.device === undefined ? 'web' : dims.device,
    interlayer_id: dims.interlayer === undefined ? 'il-1' : dims.interlayer,
    event: dims.event ?? 'page_view',
  }),
  loading_time: null,
  time_to_fetch_start: null,
  time_to_first_byte: null,
  received_at: time,
  bot: dims.bot ?? 0,
});

/**
 * The affiliate report's visits from the per-day counts (decision 110) against the same visits
 * decided from raw events (`visitsFromEvents`, the definition the three-engine suite holds) and
 * through FINAL over the kept visits (the path before), for every grouping the report has, stag
 * lists, both variants and ranges of one to three days (the report's ranges are whole UTC days:
 * it takes dates, so no range starts mid-day): days not rebuilt, rebuilt, touched by late events
 * that change a visit's start and first dimensions (one of them in a day's last 30 minutes, so
 * the next day is rebuilt too), and rebuilt again.
 */
describe('given kept visits on ClickHouse, the per-day visit counts', { timeout: 240_000 }, () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  let days: ClickHouseTimingDaysUpdater;
  let traffic: ClickHouseAffiliateTraffic;
  let final: ClickHouseAffiliateTraffic;

  const copied = at('v7', D3 + 10 * HOUR + 20 * MINUTE);
  const events: StoredEvent[] = [
    // Two visits: the second with another country and device.
    at('v1', D1 + 10 * HOUR),
    at('v1', D1 + 10 * HOUR + 10 * MINUTE, { stag: 'aff-2' }),
    at('v1', D1 + 15 * HOUR, { country: 'FR', device: 'ios' }),
    // Across midnight: one visit, on D1, under its first event's stag.
    at('v2', D1 + 23 * HOUR + 50 * MINUTE),
    at('v2', D2 + 10 * MINUTE, { stag: 'aff-2' }),
    // 40 minutes apart across midnight: a visit on each day.
    at('v3', D1 + 23 * HOUR + 40 * MINUTE, { stag: 'aff-2' }),
    at('v3', D2 + 20 * MINUTE, { stag: 'aff-2', country: 'FR' }),
    // Across the ranges' start: its visit is D0's.
    at('v4', D0 + 23 * HOUR + 45 * MINUTE, { stag: 'aff-2' }),
    at('v4', D1 + 5 * MINUTE, { stag: 'aff-2' }),
    // Without a stag, a country, a device or an interlayer id.
    at('v5', D2 + 8 * HOUR, { stag: null, country: null, device: null, interlayer: null }),
    // A bot's event 10 minutes before a human's of the same visitor: with bots, one visit with the
    // bot's dimensions; without, one with the human's.
    at('v6', D2 + 7 * HOUR + 50 * MINUTE, { stag: 'aff-3', device: 'bot', bot: 1 }),
    at('v6', D2 + 8 * HOUR),
    // A copy (same id and time) under another stag, which starts nothing.
    at('v7', D3 + 10 * HOUR),
    copied,
    { ...copied, stag: 'aff-2', received_at: copied.received_at + 5_000 },
    // A bot alone.
    at('v8', D3 + 9 * HOUR, { bot: 1, interlayer: 'il-2' }),
    // Early on D3, a late event will join it to a visit of D2.
    at('v9', D3 + 15 * MINUTE, { country: 'US' }),
  ];

  const groupings: readonly (readonly ReportDimension[])[] = [
    ['day'],
    ['month'],
    ['stag', 'country'],
    ['device'],
    ['interlayer_id'],
    ['day', 'stag', 'interlayer_id', 'country', 'device'],
  ];
  const lists = [null, ['aff-1'], ['aff-2', 'aff-3']] as const;
  const ranges = [
    [D1, D3],
    [D1, D1],
    [D2, D3],
    [D3, D3],
  ] as const;

  const ordered = (rows: readonly (readonly unknown[])[]) => rows.map((row) => JSON.stringify(row)).sort();
  const counted = async (source: ClickHouseAffiliateTraffic, query: RollupQuery) =>
    ordered(
      (await source.rows(query)).rows
        .filter((row) => row.visits > 0)
        .map((row) => [...query.groupBy.map((dimension) => row.dims[dimension] ?? null), row.visits]),
    );

  /** Every range, grouping, list and variant: the counts equal raw events' and FINAL's. */
  async function expectSameVisits(): Promise<void> {
    let nonEmpty = 0;
    for (const [first, last] of ranges) {
      for (const groupBy of groupings) {
        for (const stags of lists) {
          for (const includeBots of [false, true]) {
            const query: RollupQuery = { from: isoDay(first), to: isoDay(last), groupBy, stags, includeBots };
            const raw = ordered(
              (await traffic.visitsFromEvents(query, first, last + DAY)).map((row) => [
                ...groupBy.map((dimension) => row[`${dimension}_value`] ?? null),
                Number(row.n),
              ]),
            );
            if (raw.length > 0) nonEmpty += 1;
            const label = `${isoDay(first)}..${isoDay(last)} by ${groupBy.join(',')} stags=${String(stags)} bots=${includeBots}`;
            expect(await counted(traffic, query), label).toEqual(raw);
            expect(await counted(final, query), `${label} (FINAL)`).toEqual(raw);
          }
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
  }
  const total = async (first: number, last: number, stags: readonly string[] | null, includeBots = false) => {
    const { rows } = await traffic.rows({
      from: isoDay(first),
      to: isoDay(last),
      groupBy: [],
      stags,
      includeBots,
    });
    return rows.reduce((n, row) => n + row.visits, 0);
  };
  const insert = (values: StoredEvent[]) =>
    client.insert({ table: 'analytics_events', values, format: 'JSONEachRow' });
  /** The work list's stamps are whole seconds: a rebuild covers only inserts of an earlier one. */
  const step = async () => {
    await sleep(1100);
    return days.step();
  };

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_visit_days' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    days = new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0, keepSupersededSeconds: 0 });
    const visits = new ClickHouseVisitsUpdater(client, { overlapSeconds: 0 });
    traffic = new ClickHouseAffiliateTraffic(client, visits);
    final = new ClickHouseAffiliateTraffic(client, visits, { visitDays: false });
    await insert(events);
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should count visits through FINAL until the days are rebuilt, then from the counts, alike', async () => {
    expect((await timingDays(client, D1, D3 + DAY)).built).toEqual([]);
    await expectSameVisits();
    // D0, D1, D2, D3.
    expect(await step()).toBe(4);
    expect((await timingDays(client, D0, D3 + DAY)).raw).toEqual([]);
    await expectSameVisits();
    // By hand, humans: D1 v1 twice, v2, v3; D2 v3, v5, v6; D3 v7, v9.
    expect(await total(D1, D1, null)).toBe(4);
    expect(await total(D2, D2, null)).toBe(3);
    expect(await total(D3, D3, null)).toBe(2);
    // aff-2 on D1: v3 only (v1's and v2's visits start under aff-1, v4's on D0).
    expect(await total(D1, D1, ['aff-2'])).toBe(1);
    // With bots: v6's visit is aff-3's, and v8 counts.
    expect(await total(D2, D2, ['aff-3'], true)).toBe(1);
    expect(await total(D2, D2, ['aff-3'])).toBe(0);
    expect(await total(D3, D3, null, true)).toBe(3);
  });

  it('should read a day touched by a late event through FINAL beside the rebuilt ones, then alike again', async () => {
    // Before v1's first event: its first visit now starts at 09:55 under aff-3 in the US.
    await insert([at('v1', D1 + 9 * HOUR + 55 * MINUTE, { stag: 'aff-3', country: 'US' })]);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([isoDay(D1)]);
    await expectSameVisits();
    expect(await total(D1, D3, ['aff-3'])).toBe(1);
    expect(await step()).toBe(1);
    // In D2's last 30 minutes: v9's D3 event joins its visit, which starts on D2 under aff-2.
    await insert([at('v9', D2 + 23 * HOUR + 50 * MINUTE, { stag: 'aff-2' })]);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([isoDay(D2), isoDay(D3)]);
    await expectSameVisits();
    expect(await total(D1, D3, ['aff-2'])).toBe(3);
    expect(await step()).toBe(2);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([]);
    await expectSameVisits();
    expect(await total(D1, D1, ['aff-3'])).toBe(1);
    expect(await total(D2, D2, ['aff-2'])).toBe(2);
    expect(await total(D3, D3, null)).toBe(1);
  });
});
