import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { TrafficInterval } from '@playfront/contracts';
import { rawVisitsSql } from '../../src/console/clickhouse/clickhouse-raw-visits.ts';
import { stagVisitsSql } from '../../src/console/clickhouse/clickhouse-stag-visits.ts';
import { timingDays } from '../../src/console/clickhouse/clickhouse-timing-days-read.ts';
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

/** Days 6, 5 and 4 before today (UTC); D0 the day before them. */
const D1 = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
const D0 = D1 - DAY;
const D2 = D1 + DAY;
const D3 = D2 + DAY;

const at = (
  visitor: string,
  time: number,
  stag: string | null,
  fields: { event?: string; bot?: number } = {},
): StoredEvent => ({
  ...makeEvent({
    temp_player_id: visitor,
    timestamp: time,
    stag,
    event: fields.event ?? 'page_view',
  }),
  loading_time: null,
  time_to_fetch_start: null,
  time_to_first_byte: null,
  received_at: time,
  bot: fields.bot ?? 0,
});

interface Bucket {
  bucket: number;
  visits: number;
  bounces: number;
}

/**
 * A stags' dashboard's visits from the per-day rows by subsets of each visitor's stags (decision
 * 119) against the same visits from raw events (the path the three-engine suite holds equal to
 * SQLite's and PostgreSQL's), per day and per week, for lists of one to four stags, with and
 * without bots: visits across midnight (one view before it and its second after it, two views
 * before it, one view open past the window's end), across the range's start, visitors of two,
 * three and four stags, copies (under the same stag and under another), a visitor without a stag,
 * a bot; then late events in a day's last 30 minutes and first hour (the next and the previous day
 * stamped on the work list), rebuilt again; then an erasure of named and counted visitors.
 */
describe('given visits of stags on ClickHouse, the per-day stag visits', { timeout: 300_000 }, () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  let updater: ClickHouseTimingDaysUpdater;

  const copied = at('v6', D3 + 9 * HOUR, 'aff-1');
  const resent = at('v7', D3 + 10 * HOUR, 'aff-1');
  const lone = at('v13', D3 + 12 * HOUR, 'aff-1');
  const events: StoredEvent[] = [
    // Two visits, one of two views and one bounce.
    at('v1', D1 + 10 * HOUR, 'aff-1'),
    at('v1', D1 + 10 * HOUR + 10 * MINUTE, 'aff-1'),
    at('v1', D1 + 15 * HOUR, 'aff-1'),
    at('v1', D1 + 15 * HOUR + 5 * MINUTE, 'aff-1', { event: 'click' }),
    // Across midnight, one view before it: a bounce in a range ending at midnight only.
    at('v2', D1 + 23 * HOUR + 50 * MINUTE, 'aff-1'),
    at('v2', D2 + 10 * MINUTE, 'aff-1'),
    // Across midnight with two views before it; its next-day view opens nothing.
    at('v3', D1 + 23 * HOUR + 40 * MINUTE, 'aff-2'),
    at('v3', D1 + 23 * HOUR + 45 * MINUTE, 'aff-2'),
    at('v3', D2 + 5 * MINUTE, 'aff-2'),
    at('v3', D2 + 9 * HOUR, 'aff-2'),
    // Across the range's start: a visit from D0 that goes on at D1.
    at('v4', D1 - 20 * MINUTE, 'aff-2'),
    at('v4', D1 + 5 * MINUTE, 'aff-2'),
    at('v4', D1 + 2 * HOUR, 'aff-2'),
    // Two stags within 30 minutes: one visit for a list of both, two lists of one apart.
    at('v5', D2 + 12 * HOUR, 'aff-1'),
    at('v5', D2 + 12 * HOUR + 10 * MINUTE, 'aff-2'),
    at('v5', D2 + 14 * HOUR, 'aff-2'),
    // A copy under the same stag (dropped in the visitor's array), one under another.
    copied,
    { ...copied, received_at: copied.received_at + 5_000 },
    resent,
    { ...resent, stag: 'aff-2', received_at: resent.received_at + 5_000 },
    at('v7', D3 + 10 * HOUR + 20 * MINUTE, 'aff-1'),
    // One page view, stored twice under two stags: its visitor's only event.
    lone,
    { ...lone, stag: 'aff-2', received_at: lone.received_at + 5_000 },
    // A bot, and a visitor without a stag (in no list).
    at('v8', D2 + 8 * HOUR, 'aff-1', { bot: 1 }),
    at('v8', D2 + 9 * HOUR, 'aff-1', { bot: 1 }),
    at('v9', D2 + 8 * HOUR, null),
    // Late in D3 and early next day: the next day is not in the ranges.
    at('v10', D3 + 23 * HOUR + 55 * MINUTE, 'aff-1'),
    // One view open at D1's midnight that goes on past the window's end (clicks at 00:15, 00:40
    // and 01:05, a view at 01:20): named, counted from raw events.
    at('v16', D1 + 23 * HOUR + 50 * MINUTE, 'aff-3'),
    at('v16', D2 + 15 * MINUTE, 'aff-3', { event: 'click' }),
    at('v16', D2 + 40 * MINUTE, 'aff-3', { event: 'click' }),
    at('v16', D2 + HOUR + 5 * MINUTE, 'aff-3', { event: 'click' }),
    at('v16', D2 + HOUR + 20 * MINUTE, 'aff-3'),
    // Three stags in a day: each of the seven subsets its own visits (aff-3 and aff-5 20 minutes
    // apart are one visit for a list of both, two apart; aff-4 alone later).
    at('v17', D2 + 10 * HOUR, 'aff-3'),
    at('v17', D2 + 10 * HOUR + 20 * MINUTE, 'aff-5'),
    at('v17', D2 + 10 * HOUR + 25 * MINUTE, 'aff-4', { event: 'click' }),
    at('v17', D2 + 16 * HOUR, 'aff-4'),
    at('v17', D2 + 16 * HOUR + 10 * MINUTE, 'aff-3'),
    // Four stags in a day: more than the rows keep subsets for, named.
    at('v15', D2 + 11 * HOUR, 'aff-3'),
    at('v15', D2 + 11 * HOUR + 5 * MINUTE, 'aff-4'),
    at('v15', D2 + 11 * HOUR + 10 * MINUTE, 'aff-5'),
    at('v15', D2 + 13 * HOUR, 'aff-6'),
    // One view open at D1's midnight, a click at 00:20; its second view arrives later (the
    // second test).
    at('v18', D1 + 23 * HOUR + 55 * MINUTE, 'aff-6'),
    at('v18', D2 + 20 * MINUTE, 'aff-6', { event: 'click' }),
  ];

  const rows = async (query: string): Promise<Bucket[]> => {
    const result = await client.query({ query, format: 'JSONEachRow' });
    // UInt64 comes as a string in JSON.
    const found = await result.json<{ [K in keyof Bucket]: number | string }>();
    return found
      .map((row) => ({
        bucket: Number(row.bucket),
        visits: Number(row.visits),
        bounces: Number(row.bounces),
      }))
      .filter((row) => row.visits > 0)
      .sort((a, b) => a.bucket - b.bucket);
  };
  const ranges = [
    [D1, D3 + DAY],
    [D1, D2],
    [D2, D3 + DAY],
    [D1, D2 + DAY],
  ] as const;
  const lists = [
    ['aff-1'],
    ['aff-2'],
    ['aff-1', 'aff-2'],
    ['aff-2', 'aff-9'],
    ['aff-3'],
    ['aff-4'],
    ['aff-3', 'aff-5'],
    ['aff-1', 'aff-4', 'aff-5'],
    ['aff-3', 'aff-4', 'aff-5', 'aff-6'],
  ] as const;
  const intervals: readonly TrafficInterval[] = ['day', 'week'];

  /** Every range, list, variant and interval: the built path equals raw events. */
  async function expectSameAsRawEvents(): Promise<void> {
    let nonEmpty = 0;
    for (const [start, end] of ranges) {
      const days = await timingDays(client, start, end);
      for (const stags of lists) {
        for (const includeBots of [false, true]) {
          for (const interval of intervals) {
            const scope = { filters: {}, stags, includeBots };
            const raw = await rows(rawVisitsSql(scope, start, end, interval));
            if (raw.length > 0) nonEmpty += 1;
            expect(
              await rows(stagVisitsSql(scope, start, end, interval, days)),
              `${isoDay(start)}..${isoDay(end)} ${stags.join(',')} bots=${includeBots} ${interval}`,
            ).toEqual(raw);
          }
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(90);
  }
  const totals = async (stags: readonly string[], start: number, end: number) => {
    const days = await timingDays(client, start, end);
    const found = await rows(
      stagVisitsSql({ filters: {}, stags, includeBots: false }, start, end, 'day', days),
    );
    return {
      visits: found.reduce((n, row) => n + row.visits, 0),
      bounces: found.reduce((n, row) => n + row.bounces, 0),
    };
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
    const settings = { ...server, database: 'playfront_visit_stag_days' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    updater = new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0, keepSupersededSeconds: 0 });
    await insert(events);
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should count visits from raw events until the days are rebuilt, then from the rows, alike', async () => {
    expect((await timingDays(client, D1, D3 + DAY)).built).toEqual([]);
    await expectSameAsRawEvents();
    // D0, D1, D2, D3 and the day after D3 (v10's last 30 minutes).
    expect(await step()).toBe(5);
    const days = await timingDays(client, D0, D3 + DAY);
    expect(days.raw).toEqual([]);
    await expectSameAsRawEvents();
    // Visitors counted from raw events on the built days: v16 (one view still open at the
    // window's end) on D1, v15 (four stags) on D2, in both variants; not v2, v5, v7, v10 or v13
    // (decision 102 named them).
    const named = await client.query({
      query: `SELECT toString(day) AS iso_day, bots, visitor FROM analytics_visit_stag_sets
        WHERE visitor != '' ORDER BY iso_day, bots, visitor`,
      format: 'JSONEachRow',
    });
    const visitors = await named.json<{ iso_day: string; bots: number; visitor: string }>();
    expect(visitors.map((row) => row.iso_day)).toEqual([isoDay(D1), isoDay(D1), isoDay(D2), isoDay(D2)]);
    // v16: a bounce in a range ending at D1's midnight, not in one going on to D2.
    expect(await totals(['aff-3'], D1, D2)).toEqual({ visits: 1, bounces: 1 });
    expect(await totals(['aff-3'], D1, D2 + DAY)).toEqual({ visits: 4, bounces: 3 });
    // v17 and v15 on D2 for a list of aff-3 and aff-5: v17 10:00 (two views), 16:10; v15 11:00
    // (two views).
    expect(await totals(['aff-3', 'aff-5'], D2, D2 + DAY)).toEqual({ visits: 3, bounces: 1 });
    // Across midnight: a bounce in one day, not in two; across the range's start: v4 from D0.
    expect(await totals(['aff-1'], D1, D2)).toEqual({ visits: 3, bounces: 2 });
    // Two days: v2 is no bounce, and v5's aff-1 visit on D2 is one.
    expect(await totals(['aff-1'], D1, D2 + DAY)).toEqual({ visits: 4, bounces: 2 });
    // aff-2 on D1: v3's two views before midnight, v4's second visit (v4's first began on D0).
    expect(await totals(['aff-2'], D1, D2)).toEqual({ visits: 2, bounces: 1 });
    // D2: v3 at 09:00; v5 one visit of two views for both stags at 12:00, and 14:00; apart,
    // aff-1 one (12:00) and aff-2 two (12:10, 14:00), all bounces.
    expect(await totals(['aff-1', 'aff-2'], D2, D2 + DAY)).toEqual({ visits: 3, bounces: 2 });
    expect(await totals(['aff-1'], D2, D2 + DAY)).toEqual({ visits: 1, bounces: 1 });
    expect(await totals(['aff-2'], D2, D2 + DAY)).toEqual({ visits: 3, bounces: 3 });
  });

  it("should rebuild the days around a late event in a day's first hour or last 30 minutes", async () => {
    // v3 at D2 09:00 had a visit of its own; a late event of v11 joins D2's first visit.
    await insert([at('v11', D1 + 23 * HOUR + 45 * MINUTE, 'aff-1'), at('v11', D2 + 10 * MINUTE, 'aff-1')]);
    await insert([at('v12', D2 + 20 * MINUTE, 'aff-2')]);
    expect(await step()).toBe(2);
    await insert([at('v12', D1 + 23 * HOUR + 55 * MINUTE, 'aff-2')]);
    const touched = await timingDays(client, D1, D3 + DAY);
    expect(touched.raw).toEqual([isoDay(D1), isoDay(D2)]);
    await expectSameAsRawEvents();
    expect(await step()).toBe(2);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([]);
    await expectSameAsRawEvents();
    // v11's and v12's D2 views join their D1 visits: D2 counts neither.
    expect(await totals(['aff-2'], D2, D2 + DAY)).toEqual({ visits: 3, bounces: 3 });
    expect(await totals(['aff-1'], D2, D2 + DAY)).toEqual({ visits: 1, bounces: 1 });
    // A view in D2's first hour gives v18's one-view visit open at D1's midnight its second:
    // D1 is stamped again (that view is in its window), not only D2.
    await insert([at('v18', D2 + 45 * MINUTE, 'aff-6')]);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([isoDay(D1), isoDay(D2)]);
    expect(await step()).toBe(2);
    await expectSameAsRawEvents();
    expect(await totals(['aff-6'], D1, D2 + DAY)).toEqual({ visits: 2, bounces: 1 });
  });

  it("should count an erased visitor's visits again once the erasure's days are built anew", async () => {
    // v16 (a view open past D1's window) is named by a hash of its id in the built rows, v5 (two
    // stags) and v2 (across midnight) are counted from rows; the erasure renames their events.
    const erasure = new ClickHousePlayerEvents(client, () => Promise.resolve());
    const ids = { userId: 'player-erased', visitorIds: ['v5', 'v2', 'v16'] };
    await erasure.pseudonymise(ids, 'erased-1');
    await mutationsApplied(client);
    // The erasure's next sweep, as finishEventsErasure runs it.
    await erasure.pseudonymise(ids, 'erased-1');
    expect(await step()).toBeGreaterThanOrEqual(3);
    expect((await timingDays(client, D1, D3 + DAY)).raw).toEqual([]);
    await expectSameAsRawEvents();
  });
});
