import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { ReportDimension } from '@playfront/contracts';
import { ClickHouseAffiliateTraffic } from '../../src/console/clickhouse/clickhouse-affiliate-traffic.ts';
import { timingDays } from '../../src/console/clickhouse/clickhouse-timing-days-read.ts';
import type { RollupQuery } from '../../src/console/rollups/rollup-traffic.ts';
import { timingWeeks } from '../../src/console/clickhouse/clickhouse-timing-weeks-read.ts';
import { timingCards, type TimingSource } from '../../src/console/clickhouse/clickhouse-traffic-timing.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { ClickHouseVisitsUpdater } from '../../src/events/clickhouse/clickhouse-visits-updater.ts';
import { weekStart } from '../../src/events/clickhouse/clickhouse-timing-weeks.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { mutationsApplied, startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday four weeks before this week's: three whole weeks of events from it, all past. */
const MONDAY = Date.parse(`${weekStart(isoDay(Date.now()))}T00:00:00Z`) - 28 * DAY;
/** Two days before MONDAY (a Saturday) to the third Sunday after it: two days and three weeks. */
const FIRST = MONDAY - 2 * DAY;
const LAST = MONDAY + 21 * DAY;

/** A day's timed events: pages, devices and stags varying by day, a bot's event, a missing metric. */
function dayEvents(day: number): StoredEvent[] {
  const index = Math.round(day / DAY);
  const events: StoredEvent[] = [];
  for (let n = 0; n < 6 + (index % 4); n++) {
    // Two visitors a day, an event every 9 minutes: one visit each, with its first event's dimensions.
    const at = day + HOUR + n * 9 * 60_000;
    const made = makeEvent({
      timestamp: at,
      temp_player_id: `00000000-0000-4000-8000-0000000000${n < 3 ? '0a' : '0b'}`,
      pathname: ['/a', '/b', '/c', '/d', null][(n + index) % 5] ?? null,
      device: ['web', 'mobile', null][(n * index) % 3] ?? null,
      stag: ['aff-1', 'aff-2', null][(n + 2 * index) % 3] ?? null,
    });
    events.push({
      ...made,
      loading_time: 80 + ((n * 53 + index * 17) % 1900) + 0.25,
      time_to_fetch_start: null,
      time_to_first_byte: n % 4 === 3 ? null : 2.5 + ((n * 11 + index) % 60),
      received_at: at,
      bot: n === 5 ? 1 : 0,
    });
  }
  return events;
}

/**
 * The timing cards' whole weeks from their summed rows (decision 118) against the same cards
 * from raw events and from the per-day tables alone, and so the affiliate report's visits: built
 * with their days, left to the days while a day of theirs is touched or rebuilt, written again
 * from the new generations, the superseded ones deleted.
 */
// Twenty-five days rebuilt (a dozen statements each) and eight scopes compared three ways.
describe(
  'given three whole weeks of timed events on ClickHouse, the timing cells per week',
  { timeout: 240_000 },
  () => {
    let server: ClickHouseServer;
    let client: ClickHouseClient;
    let updater: ClickHouseTimingDaysUpdater;
    let traffic: ClickHouseAffiliateTraffic;
    let byDay: ClickHouseAffiliateTraffic;

    const cards = (
      source: TimingSource,
      from: number,
      to: number,
      top: number,
      includeBots: boolean,
      stags: readonly string[] | null,
    ) => timingCards(client, { filters: {}, stags, includeBots }, from, to, top, source);
    /** Ranges of whole weeks, of a week and days around it, of none; unfiltered and of stags. */
    const scopes = [
      [FIRST, LAST, 3, false, null],
      [FIRST, LAST, 10, true, null],
      [MONDAY, MONDAY + 7 * DAY, 2, false, null],
      [MONDAY + 3 * DAY, MONDAY + 17 * DAY, 3, false, null],
      [MONDAY + DAY, MONDAY + 7 * DAY, 3, false, null],
      [FIRST, LAST, 3, false, ['aff-1', 'aff-2']],
      [FIRST, LAST, 10, true, ['aff-2']],
      [MONDAY + 3 * DAY, MONDAY + 17 * DAY, 2, false, ['aff-1']],
    ] as const;
    /**
     * The affiliate report's visits (decision 110's counts, whole weeks summed when not grouped by
     * day or month) against raw events' and the counts read day by day, over ranges with and
     * without whole weeks, for every grouping and a list of stags.
     */
    async function expectVisitsOfRawEvents(): Promise<void> {
      const groupings: readonly (readonly ReportDimension[])[] = [
        [],
        ['stag', 'country'],
        ['device'],
        ['interlayer_id'],
        ['day'],
        ['month', 'stag'],
      ];
      const ordered = (rows: readonly (readonly unknown[])[]) =>
        rows.map((row) => JSON.stringify(row)).sort();
      for (const [from, to] of [
        [FIRST, LAST],
        [MONDAY, MONDAY + 7 * DAY],
        [MONDAY + 3 * DAY, MONDAY + 17 * DAY],
      ] as const) {
        for (const groupBy of groupings) {
          for (const stags of [null, ['aff-2']]) {
            const query: RollupQuery = {
              from: isoDay(from),
              to: isoDay(to - DAY),
              groupBy,
              stags,
              includeBots: false,
            };
            const raw = ordered(
              (await traffic.visitsFromEvents(query, from, to)).map((row) => [
                ...groupBy.map((dimension) => row[`${dimension}_value`] ?? null),
                Number(row.n),
              ]),
            );
            const counted = async (source: ClickHouseAffiliateTraffic) =>
              ordered(
                (await source.rows(query)).rows
                  .filter((row) => row.visits > 0)
                  .map((row) => [...groupBy.map((dimension) => row.dims[dimension] ?? null), row.visits]),
              );
            const label = `${query.from}..${query.to} by ${groupBy.join(',')} stags=${String(stags)}`;
            expect(raw.length, label).toBeGreaterThan(0);
            expect(await counted(traffic), label).toEqual(raw);
            expect(await counted(byDay), `${label} (day by day)`).toEqual(raw);
          }
        }
      }
    }
    async function expectSameAsRawEvents(): Promise<void> {
      for (const [from, to, top, bots, stags] of scopes) {
        const raw = await cards('events', from, to, top, bots, stags);
        expect(raw.pathname.length).toBeGreaterThan(0);
        expect(await cards('days', from, to, top, bots, stags)).toEqual(raw);
        expect(await cards('days by day', from, to, top, bots, stags)).toEqual(raw);
        if (stags !== null)
          expect(await cards('days, stag pages first', from, to, top, bots, stags)).toEqual(raw);
      }
    }
    /** The weeks the cards of [FIRST, LAST) read, as (Monday, generation). */
    const weeksRead = async () =>
      (await timingWeeks(client, (await timingDays(client, FIRST, LAST)).built)).map(
        ({ week, generation }) => ({
          week,
          generation,
        }),
      );
    /** Each week's stored generations, with its rows' samples per table. */
    const weekGenerations = async () => {
      const result = await client.query({
        query: `SELECT toString(week) AS iso_week, uniqExact(generation) AS n FROM analytics_timing_week_built
        GROUP BY iso_week ORDER BY iso_week`,
        format: 'JSONEachRow',
      });
      return result.json<{ iso_week: string; n: number }>();
    };
    const step = async () => {
      await sleep(1100);
      return updater.step();
    };
    const mondays = [0, 7, 14].map((days) => isoDay(MONDAY + days * DAY));

    beforeAll(async () => {
      server = await startClickHouse();
      const settings = { ...server, database: 'playfront_timing_weeks' };
      await migrateClickHouse(settings);
      client = clickHouseClient(settings);
      updater = new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0, keepSupersededSeconds: 3600 });
      const visits = new ClickHouseVisitsUpdater(client, { overlapSeconds: 0 });
      traffic = new ClickHouseAffiliateTraffic(client, visits);
      byDay = new ClickHouseAffiliateTraffic(client, visits, { visitWeeks: false });
      const events: StoredEvent[] = [];
      for (let day = FIRST; day < LAST; day += DAY) events.push(...dayEvents(day));
      await client.insert({ table: 'analytics_events', values: events, format: 'JSONEachRow' });
      // The kept visits first: their updater lists the days whose visits it writes (decision 116).
      await visits.catchUp();
    });

    afterAll(async () => {
      await (client as ClickHouseClient | undefined)?.close();
      await (server as ClickHouseServer | undefined)?.stop();
    });

    it('should write each whole week once its days are built, its cells the sums of theirs, and read it', async () => {
      expect(await step()).toBeGreaterThanOrEqual(23);
      const read = await weeksRead();
      expect(read.map(({ week }) => week)).toEqual(mondays);
      // Per table, each week's samples per key (its rows on its Monday) are its seven days' newest
      // generations' summed.
      for (const [table, keys, measure] of [
        ['analytics_timing_pages', 'bot, pathname, metric, cell', 'samples'],
        ['analytics_timing_devices', 'bot, device, metric, cell', 'samples'],
        ['analytics_timing_page_counts', 'bot, pathname, metric', 'samples'],
        ['analytics_timing_stag_cells', 'stag, dimension, bot, value, metric, cell', 'samples'],
        ['analytics_visit_days', 'bots, stag, interlayer_id, ip_country, device', 'visits'],
      ] as const) {
        const rows = async (query: string) =>
          (await client.query({ query, format: 'JSONEachRow' })).json<Record<string, unknown>>();
        const weekSums = await rows(`SELECT toString(day) AS w, ${keys}, sum(${measure}) AS n FROM ${table}
          WHERE generation IN (SELECT generation FROM analytics_timing_week_built)
          GROUP BY w, ${keys} ORDER BY w, ${keys}`);
        const daySums =
          await rows(`SELECT toString(toMonday(day)) AS w, ${keys}, sum(${measure}) AS n FROM ${table}
          WHERE generation IN (SELECT generation FROM analytics_timing_built)
            AND day >= toDate('${mondays[0]}') AND day < toDate('${isoDay(LAST)}')
          GROUP BY w, ${keys} ORDER BY w, ${keys}`);
        expect(weekSums.length).toBeGreaterThan(0);
        expect(weekSums).toEqual(daySums);
      }
      await expectSameAsRawEvents();
      await expectVisitsOfRawEvents();
      // Nothing new: no day and no week written again.
      expect(await updater.step()).toBe(0);
      expect(await weekGenerations()).toEqual(mondays.map((iso_week) => ({ iso_week, n: 1 })));
    });

    it("should leave a week to its days while one of them is touched, then write it again from the day's rebuild", async () => {
      const before = await weeksRead();
      const late = dayEvents(MONDAY + 9 * DAY).map((event) => ({
        ...event,
        event_id: makeEvent().event_id,
        loading_time: 7777.5,
      }));
      await client.insert({ table: 'analytics_events', values: late, format: 'JSONEachRow' });
      expect(await weeksRead()).toEqual([before[0], before[2]]);
      await expectSameAsRawEvents();
      await expectVisitsOfRawEvents();

      expect(await step()).toBeGreaterThanOrEqual(1);
      const after = await weeksRead();
      expect(after.map(({ week }) => week)).toEqual(mondays);
      expect(after[1]?.generation).not.toBe(before[1]?.generation);
      expect([after[0], after[2]]).toEqual([before[0], before[2]]);
      await expectSameAsRawEvents();
      await expectVisitsOfRawEvents();
      const slow = await cards('days', MONDAY + 7 * DAY, MONDAY + 14 * DAY, 5, false, null);
      expect(slow.pathname.some((row) => row.loading_time.p95 !== null && row.loading_time.p95 >= 7000)).toBe(
        true,
      );

      // The superseded week deleted once its successor is old enough (0 s here), answers unchanged.
      expect(await weekGenerations()).toEqual([
        { iso_week: mondays[0], n: 1 },
        { iso_week: mondays[1], n: 2 },
        { iso_week: mondays[2], n: 1 },
      ]);
      await sleep(1100);
      await new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0, keepSupersededSeconds: 0 }).step();
      await mutationsApplied(client);
      expect(await weekGenerations()).toEqual(mondays.map((iso_week) => ({ iso_week, n: 1 })));
      expect(await weeksRead()).toEqual(after);
      await expectSameAsRawEvents();
    });
  },
);
