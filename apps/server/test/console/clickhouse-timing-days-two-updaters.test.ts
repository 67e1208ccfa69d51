import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { timingDays } from '../../src/console/clickhouse/clickhouse-timing-days-read.ts';
import { timingCards } from '../../src/console/clickhouse/clickhouse-traffic-timing.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';
import { pauseGate } from '../helpers/pause-gate.ts';
import { withCommandHook } from '../helpers/clickhouse-command-hook.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days 6, 5 and 4 before today (UTC). */
const D1 = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
const DAYS = [D1, D1 + DAY, D1 + 2 * DAY];
const END = D1 + 3 * DAY;

/** Timed events of a day: five pages of 1 to 5 events, two devices, a bot's event. */
function dayEvents(day: number, salt: number): StoredEvent[] {
  return Array.from({ length: 15 }, (_, n) =>
    asStored(
      makeEvent({
        timestamp: day + HOUR + n * 60_000,
        pathname: `/p${n % 5}`,
        device: n % 3 === 0 ? 'mobile' : 'web',
        loading_time: 100 + ((n * 37 + salt) % 900) + 0.5,
        time_to_first_byte: n % 4 === 0 ? null : 5 + ((n * 13 + salt) % 40),
      }),
      n === 14 ? 1 : 0,
    ),
  );
}

/**
 * Issue 13's several instances on one ClickHouse, for decision 090's timing days: two updaters
 * (each with its own client, as two servers) rebuild the same days at once, one of them held in
 * the middle of a rebuild while the other rebuilds after a late event; the cards read from the
 * tables stay the raw events' cards (no day counted twice, none missing), and the superseded
 * generations are deleted once, whichever instance cleans up.
 */
describe('given two instances rebuilding the same timing days on one ClickHouse', () => {
  let server: ClickHouseServer;
  let clients: ClickHouseClient[];
  const scope = { filters: {}, stags: null, includeBots: false };

  const insert = (client: ClickHouseClient, values: readonly StoredEvent[]) =>
    client.insert({ table: 'analytics_events', values: [...values], format: 'JSONEachRow' });
  const reader = () => clients[0] as ClickHouseClient;
  const rows = async <Row>(query: string): Promise<Row[]> =>
    (await reader().query({ query, format: 'JSONEachRow' })).json<Row>();
  /** Generations per day, as recorded and as written in the pages' table. */
  const generations = async (table: 'analytics_timing_built' | 'analytics_timing_pages') =>
    rows<{ iso_day: string; n: number }>(`
      SELECT toString(day) AS iso_day, uniqExact(generation) AS n FROM ${table}
      GROUP BY iso_day ORDER BY iso_day`);
  /** The cards from the tables, every day of the range built, equal to the raw events' cards. */
  async function expectBuiltAndExact(): Promise<void> {
    const days = await timingDays(reader(), D1, END);
    expect(days.raw).toEqual([]);
    expect(days.built.map((built) => built.day)).toEqual(DAYS.map(isoDay));
    for (const [from, top, includeBots] of [
      [D1, 10, false],
      [D1, 2, true],
      [D1 + DAY, 3, false],
    ] as const) {
      const options = { ...scope, includeBots };
      const raw = await timingCards(reader(), options, from, END, top, 'events');
      expect(raw.pathname.length).toBeGreaterThan(0);
      expect(await timingCards(reader(), options, from, END, top, 'days')).toEqual(raw);
    }
  }
  async function mutationsDone(): Promise<void> {
    await expect
      .poll(
        async () => {
          const [pending] = await rows<{ n: number }>(
            'SELECT count() AS n FROM system.mutations WHERE database = currentDatabase() AND is_done = 0',
          );
          return pending?.n;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(0);
  }

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_timing_two_updaters' };
    await migrateClickHouse(settings);
    clients = [clickHouseClient(settings), clickHouseClient(settings)];
    await insert(
      reader(),
      DAYS.flatMap((day, index) => dayEvents(day, index)),
    );
  });

  afterAll(async () => {
    for (const client of (clients as ClickHouseClient[] | undefined) ?? []) await client.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should answer exactly when both rebuild every day at once', async () => {
    const [a, b] = clients as [ClickHouseClient, ClickHouseClient];
    const options = { overlapSeconds: 0, keepSupersededSeconds: 3600 };
    const first = new ClickHouseTimingDaysUpdater(a, options);
    const second = new ClickHouseTimingDaysUpdater(b, options);
    // The work list's stamps are whole seconds: a rebuild covers only the inserts before its own.
    await sleep(1100);
    expect(await Promise.all([first.step(), second.step()])).toEqual([3, 3]);
    // Each day written and recorded twice, a whole day each time: the newest only is read.
    const twice = DAYS.map((day) => ({ iso_day: isoDay(day), n: 2 }));
    expect(await generations('analytics_timing_built')).toEqual(twice);
    expect(await generations('analytics_timing_pages')).toEqual(twice);
    await expectBuiltAndExact();
  });

  it('should answer exactly when one is held mid-rebuild while the other rebuilds after a late event', async () => {
    const [a, b] = clients as [ClickHouseClient, ClickHouseClient];
    // The first instance writes a day's rows, then pauses before recording them (a slow server)
    // until released: its generation is older than the other's and lacks the later event.
    const pause = pauseGate();
    const slow = withCommandHook(a, async (query) => {
      if (pause.armed && query.includes('analytics_timing_built')) await pause.hold();
    });
    const late = new ClickHouseTimingDaysUpdater(slow, { overlapSeconds: 0, keepSupersededSeconds: 0 });
    const fresh = new ClickHouseTimingDaysUpdater(b, { overlapSeconds: 0, keepSupersededSeconds: 0 });
    const middle = DAYS[1] ?? D1;
    const touch = (salt: number) =>
      insert(b, [
        asStored(
          makeEvent({
            timestamp: middle + 20 * HOUR + salt,
            pathname: '/p1',
            device: 'web',
            loading_time: 4000 + salt,
          }),
        ),
      ]);
    await touch(1);
    await sleep(1100);
    pause.armed = true;
    const slowRun = late.step();
    await pause.reached;
    // Meanwhile a later event on the same day, and the other instance rebuilds the day with it
    // (its generation newer, and it deletes every superseded one at once).
    await touch(2);
    await sleep(1100);
    expect(await fresh.step()).toBe(1);
    await mutationsDone();
    await expectBuiltAndExact();
    // The held rebuild finishes: an older generation recorded after the newer one, never read
    // (it holds 4 of /p1's samples, the newest 5).
    pause.release();
    expect(await slowRun).toBe(1);
    await expectBuiltAndExact();
    const page = (await timingCards(reader(), scope, middle, middle + DAY, 10, 'days')).pathname.find(
      (row) => row.value === '/p1',
    );
    expect(page?.loading_time.samples).toBe(5);
    // Either instance's next clean-up leaves one generation a day, the answers unchanged.
    await sleep(1100);
    expect(await Promise.all([late.step(), fresh.step()])).toEqual([0, 0]);
    await mutationsDone();
    const once = DAYS.map((day) => ({ iso_day: isoDay(day), n: 1 }));
    expect(await generations('analytics_timing_built')).toEqual(once);
    expect(await generations('analytics_timing_pages')).toEqual(once);
    await expectBuiltAndExact();
  });
});
