import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { TrafficInterval } from '@playfront/contracts';
import { readTimingDays } from '../../src/console/clickhouse/clickhouse-timing-days-read.ts';
import { ClickHouseTrafficReport } from '../../src/console/clickhouse/clickhouse-traffic-report.ts';
import { seededRandom } from '../../src/demo-data/seeded-random.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { ClickHouseVisitsUpdater } from '../../src/events/clickhouse/clickhouse-visits-updater.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Five days, the first 20 before today (UTC). */
const START = Math.floor(Date.now() / DAY) * DAY - 20 * DAY;
const dayAt = (index: number) => START + index * DAY;

const event = (visitor: string, time: number, kind = 'page_view', bot = 0): StoredEvent =>
  storedUntimed({ temp_player_id: visitor, timestamp: time, event: kind }, bot);

/**
 * Visits over five days: random ones (page views and other events, humans and bots), and visits
 * across midnight whose second page view comes the next day or two days later.
 */
function traffic(): StoredEvent[] {
  const next = seededRandom(41);
  const rows: StoredEvent[] = [];
  for (let visitor = 0; visitor < 40; visitor += 1) {
    const bot = next() < 0.2 ? 1 : 0;
    for (let day = 0; day < 5; day += 1) {
      if (next() < 0.5) continue;
      let at = dayAt(day) + Math.floor(next() * 24 * 60) * MINUTE;
      for (let step = Math.floor(next() * 4); step >= 0; step -= 1) {
        rows.push(event(`v${visitor}`, at, next() < 0.6 ? 'page_view' : 'click', bot));
        at += Math.floor(next() * 50) * MINUTE;
      }
    }
  }
  // Second page view 10 minutes after midnight: a bounce in day 1 alone, not with day 2.
  rows.push(event('span-1', dayAt(1) + 23 * HOUR + 50 * MINUTE), event('span-1', dayAt(2) + 10 * MINUTE));
  // One page view, then clicks every 25 minutes through day 2, the second page view on day 3.
  rows.push(event('span-2', dayAt(1) + 23 * HOUR + 45 * MINUTE, 'page_view', 1));
  for (let at = dayAt(2) + 10 * MINUTE; at < dayAt(3); at += 25 * MINUTE)
    rows.push(event('span-2', at, 'click', 1));
  rows.push(event('span-2', dayAt(3) + 5 * MINUTE, 'page_view', 1));
  // A visit late on day 2 with one page view: a later event (last test) gives it a second.
  rows.push(event('late', dayAt(2) + 23 * HOUR + 50 * MINUTE));
  return rows;
}

/**
 * The dashboard's visits and bounces from per-day rows by second page view's day (decision 116)
 * against the same report through FINAL over the kept visits (the path before, which the
 * three-engine suite holds equal to SQLite's and PostgreSQL's): every range of the five days by
 * day and week, with the previous period, both variants. Before the days are built (all through
 * FINAL), built, after a late event that gives an earlier day's visit its second page view (the
 * visits updater lists that day again: through FINAL until rebuilt), and rebuilt.
 */
describe('given visits across midnight on ClickHouse, the bounce days', { timeout: 240_000 }, () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  let days: ClickHouseTimingDaysUpdater;
  let report: ClickHouseTrafficReport;
  let before: ClickHouseTrafficReport;

  const ranges = [
    [0, 4],
    [1, 1],
    [1, 2],
    [2, 2],
    [2, 3],
    [3, 4],
  ] as const;

  async function expectSameAsFinal(): Promise<void> {
    for (const [first, last] of ranges) {
      for (const interval of ['day', 'week'] as const satisfies readonly TrafficInterval[]) {
        for (const includeBots of [false, true]) {
          const params = {
            from: isoDay(dayAt(first)),
            to: isoDay(dayAt(last)),
            interval,
            filters: {},
            top: 5,
            stags: null,
            includeBots,
          };
          const [found, expected] = await Promise.all([report.report(params), before.report(params)]);
          const label = `${params.from}..${params.to} ${interval} bots=${includeBots}`;
          expect(found.totals, label).toEqual(expected.totals);
          expect(found.previous.totals, `${label} previous`).toEqual(expected.previous.totals);
          expect(found.series, `${label} series`).toEqual(expected.series);
        }
      }
    }
  }

  const builtDays = async () => (await readTimingDays(client, dayAt(0), dayAt(5))).built.length;
  /** The work list's stamps are whole seconds: a rebuild covers only inserts of an earlier one. */
  const step = async () => {
    await sleep(1100);
    return days.step();
  };
  const insert = (values: StoredEvent[]) =>
    client.insert({ table: 'analytics_events', values, format: 'JSONEachRow' });

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_bounce_days' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    days = new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0, keepSupersededSeconds: 0 });
    const visits = new ClickHouseVisitsUpdater(client, { overlapSeconds: 0 });
    report = new ClickHouseTrafficReport(client, visits);
    before = new ClickHouseTrafficReport(client, visits, { bounceDays: false });
    await insert(traffic());
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should count the kept visits until the days are built, then the rows, alike', async () => {
    await expectSameAsFinal();
    expect(await builtDays()).toBe(0);
    // The days listed by the events and by the visits updater's catch-up, built at once (a
    // sixth, after the range, where a random visit runs past day 4's midnight).
    expect(await step()).toBeGreaterThanOrEqual(5);
    await expectSameAsFinal();
    expect(await builtDays()).toBe(5);
    const [rows] = await (
      await client.query({
        query: `SELECT count() AS n FROM analytics_visit_bounce_days
          WHERE second_day > toUInt16(day) AND second_day != 65535`,
        format: 'JSONEachRow',
      })
    ).json<{ n: number | string }>();
    // Both visits across midnight (span-2 in the variant with bots only).
    expect(Number(rows?.n)).toBeGreaterThanOrEqual(2);
  });

  it("should read an earlier day's visits through FINAL once a later event changes them, until rebuilt", async () => {
    // `late`'s visit of day 2 gets its second page view on day 3: day 2's rows no longer hold.
    await insert([event('late', dayAt(3) + 15 * MINUTE)]);
    await expectSameAsFinal();
    expect(await builtDays()).toBe(3);
    await step();
    await expectSameAsFinal();
    expect(await builtDays()).toBe(5);
  });
});
