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
 * The top cards read visitors of every value, then page views only of the values that can rank
 * (clickhouse-traffic-top.ts): the list must be the one the SQL report's single ordered query
 * gives, at a tie on the last place and when a value was seen only without a visitor id.
 */
describe('given ties and events without a visitor id, the ClickHouse top cards', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  const day = Math.floor(Date.now() / DAY) * DAY - 2 * DAY;
  const isoDay = new Date(day).toISOString().slice(0, 10);

  const row = (visitor: string | null, hour: number, country: string): StoredEvent =>
    storedUntimed({ temp_player_id: visitor, timestamp: day + hour * HOUR, ip_country: country });
  const report = (top: number): Promise<TrafficReport> =>
    new ClickHouseTrafficReport(client).report({
      from: isoDay,
      to: isoDay,
      interval: 'day',
      filters: {},
      top,
      stags: null,
      includeBots: false,
    });

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_top' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    // DE: 2 visitors, 2 views. FI and GB: 1 visitor each, FI with 3 views, GB with 1 (a tie on
    // visitors that page views break). SE: page views without a visitor id only.
    const rows = [
      row('v1', 1, 'DE'),
      row('v2', 2, 'DE'),
      row('v3', 3, 'FI'),
      row('v3', 4, 'FI'),
      row('v3', 5, 'FI'),
      row('v4', 6, 'GB'),
      row(null, 7, 'SE'),
      row(null, 8, 'SE'),
    ];
    await client.insert({ table: 'analytics_events', values: rows, format: 'JSONEachRow' });
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should break a tie on the last place by page views', async () => {
    expect((await report(2)).top.country).toEqual([
      { value: 'DE', visitors: 2, pageviews: 2 },
      { value: 'FI', visitors: 1, pageviews: 3 },
    ]);
  });

  it('should list a value seen only without a visitor id when places are left', async () => {
    expect((await report(10)).top.country).toEqual([
      { value: 'DE', visitors: 2, pageviews: 2 },
      { value: 'FI', visitors: 1, pageviews: 3 },
      { value: 'GB', visitors: 1, pageviews: 1 },
      { value: 'SE', visitors: 0, pageviews: 2 },
    ]);
  });
});
