import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { ClickHouseAffiliateTraffic } from '../../src/console/clickhouse/clickhouse-affiliate-traffic.ts';
import { ClickHouseTrafficReport } from '../../src/console/clickhouse/clickhouse-traffic-report.ts';
import type { RollupQuery } from '../../src/console/rollups/rollup-traffic.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseVisitsUpdater } from '../../src/events/clickhouse/clickhouse-visits-updater.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The visits kept ahead of time (decision 072) against the same visits decided from the raw
 * events, insert after insert: late events that join two visits or move a visit's start, copies
 * of events, a bot, a visit that runs past midnight. The kept visits are brought up to date by
 * the report itself (its updater's catch-up), so each report sees every insert before it.
 */
describe('given events arriving late, twice and across midnight, the kept visits', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  let traffic: ClickHouseAffiliateTraffic;
  let updater: ClickHouseVisitsUpdater;
  const day = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  const row = (visitor: string, time: number, stag: string, event = 'page_view', bot = 0): StoredEvent =>
    storedUntimed({ temp_player_id: visitor, timestamp: time, stag, event }, bot);
  const insert = (values: readonly StoredEvent[]) =>
    client.insert({ table: 'analytics_events', values: [...values], format: 'JSONEachRow' });

  /** Kept and raw visits per (day, stag), both variants, over the three days of the events. */
  const compare = async () => {
    for (const includeBots of [false, true]) {
      const query: RollupQuery = {
        from: isoDay(day),
        to: isoDay(day + 2 * DAY),
        groupBy: ['day', 'stag'],
        stags: null,
        includeBots,
      };
      const kept = await traffic.rows(query);
      const raw = await traffic.visitsFromEvents(query, day, day + 3 * DAY);
      const keptVisits = kept.rows
        .filter((found) => found.visits > 0)
        .map((found) => [found.dims.day, found.dims.stag, found.visits]);
      const rawVisits = raw.map((found) => [found.day_value, found.stag_value, Number(found.n)]);
      const order = (rows: unknown[][]) => rows.map((one) => JSON.stringify(one)).sort();
      expect(order(keptVisits)).toEqual(order(rawVisits));
    }
  };
  const dashboard = (days: number) =>
    new ClickHouseTrafficReport(client, updater).report({
      from: isoDay(day),
      to: isoDay(day + (days - 1) * DAY),
      interval: 'day',
      filters: {},
      top: 10,
      stags: null,
      includeBots: false,
    });

  const at = (hours: number, minutes = 0) => day + hours * HOUR + minutes * MINUTE;
  const late = [row('v1', at(10, 30), 'c')];
  const earlier = [row('v2', at(9, 45), 'z')];

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_kept_visits' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    // No overlap: each run redoes only the spans of the inserts since the previous one (the
    // overlap would redo the earlier inserts' spans too, and hide a span grown too little).
    updater = new ClickHouseVisitsUpdater(client, { overlapSeconds: 0 });
    traffic = new ClickHouseAffiliateTraffic(client, updater);
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should match the raw visits after each insert, and count a bounce up to the range end', async () => {
    // v1: two page views an hour apart (two visits); v2: a page view and a click (a bounce).
    await insert([
      row('v1', at(10), 'a'),
      row('v1', at(11), 'b'),
      row('v2', at(10), 'y'),
      row('v2', at(10, 10), 'y', 'click'),
    ]);
    await compare();
    // A late event half-way joins v1's two visits into one, started at 10:00 under 'a'.
    await insert(late);
    await compare();
    // An earlier event moves v2's start to 09:45 under 'z', and makes it two page views.
    await insert(earlier);
    await compare();
    // Copies of both, received later, change nothing.
    await insert(
      [...late, ...earlier].map((stored) => ({ ...stored, received_at: stored.received_at + 5_000 })),
    );
    await compare();
    // A bot's page view: a visit when bots are included only.
    await insert([row('v3', at(12), 'a', 'page_view', 1)]);
    await compare();
    // v1 again at 23:50 and 00:10 the next day: one visit, started on the first day.
    await insert([row('v1', at(23, 50), 'd'), row('v1', at(24, 10), 'd')]);
    await compare();

    const oneDay = await dashboard(1);
    // v1 at 10:00 and 23:50, v2 at 09:45; the 23:50 visit's second page view is past the end.
    expect(oneDay.totals.visits).toBe(3);
    expect(oneDay.totals.bounce_rate).toBeCloseTo(1 / 3, 3);
    const twoDays = await dashboard(2);
    expect(twoDays.totals.visits).toBe(3);
    expect(twoDays.totals.bounce_rate).toBe(0);
  });
});
