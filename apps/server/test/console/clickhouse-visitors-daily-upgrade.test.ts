import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { TrafficReport } from '@playfront/contracts';
import { ClickHouseTrafficReport } from '../../src/console/clickhouse/clickhouse-traffic-report.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A deployment whose events were stored before the daily visitors rollup existed (schema step
 * 3, decision 070): the step backfills them, the view takes what comes after, and a copy of an
 * event, whichever side it lands on, is still one visitor and one page view.
 */
describe('given events stored before the daily visitors rollup, the upgraded dashboard', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  const day = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  const row = (visitor: string, time: number, country: string | null, stag: string | null): StoredEvent =>
    storedUntimed({ temp_player_id: visitor, timestamp: time, ip_country: country, stag });
  // Day 1: v1 (DE, alpha) twice an hour apart (two visits), v2 (FI, no stag). Day 2: v1 (DE, beta).
  const before = [
    row('v1', day + 9 * HOUR, 'DE', 'alpha'),
    row('v1', day + 10 * HOUR, 'DE', 'alpha'),
    row('v2', day + 11 * HOUR, 'FI', null),
    row('v1', day + DAY + 9 * HOUR, 'DE', 'beta'),
  ];
  const report = (): Promise<TrafficReport> =>
    new ClickHouseTrafficReport(client).report({
      from: isoDay(day),
      to: isoDay(day + DAY),
      interval: 'day',
      filters: {},
      top: 10,
      stags: null,
      includeBots: false,
    });

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_upgrade' };
    await migrateClickHouse(settings, 2);
    client = clickHouseClient(settings);
    await client.insert({ table: 'analytics_events', values: before, format: 'JSONEachRow' });
    await migrateClickHouse(settings);
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should count the events stored before the upgrade in visitors, series and cards', async () => {
    const shown = await report();
    expect(shown.totals.visitors).toBe(2);
    expect(shown.totals.pageviews).toBe(4);
    expect(shown.series.map((point) => [point.visitors, point.pageviews])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(shown.top.country).toEqual([
      { value: 'DE', visitors: 1, pageviews: 3 },
      { value: 'FI', visitors: 1, pageviews: 1 },
    ]);
    expect(shown.top.stag).toEqual([
      { value: 'alpha', visitors: 1, pageviews: 2 },
      { value: 'beta', visitors: 1, pageviews: 1 },
      { value: null, visitors: 1, pageviews: 1 },
    ]);
  });

  it('should add what arrives after it once, a copy of a backfilled event included', async () => {
    const copy = { ...(before[2] as StoredEvent), received_at: day + 12 * HOUR };
    const after = [row('v3', day + DAY + 12 * HOUR, 'FI', 'beta'), copy];
    await client.insert({ table: 'analytics_events', values: after, format: 'JSONEachRow' });
    const shown = await report();
    expect(shown.totals).toMatchObject({ visitors: 3, pageviews: 5, visits: 5 });
    expect(shown.top.country).toEqual([
      { value: 'FI', visitors: 2, pageviews: 2 },
      { value: 'DE', visitors: 1, pageviews: 3 },
    ]);
    expect(shown.top.stag[0]).toEqual({ value: 'beta', visitors: 2, pageviews: 2 });
  });
});
