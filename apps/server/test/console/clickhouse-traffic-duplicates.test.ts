import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { ClickHouseTrafficReport } from '../../src/console/clickhouse/clickhouse-traffic-report.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * What the sink's lookup cannot stop (two instances inserting the same event at once, a
 * redelivery whose first answer was lost) reaches the table twice, before any merge: the
 * dashboard still counts it once, in the rollup and in the raw reads.
 */
describe('given events stored twice in ClickHouse, the traffic dashboard', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  const day = Math.floor(Date.now() / DAY) * DAY - 2 * DAY;
  const isoDay = new Date(day).toISOString().slice(0, 10);

  const row = (visitor: string, time: number, event = 'page_view'): StoredEvent => {
    const made = makeEvent({
      temp_player_id: visitor,
      timestamp: time,
      event,
      stag: 'dup',
      loading_time: 100,
    });
    return {
      ...made,
      loading_time: made.loading_time ?? null,
      time_to_fetch_start: made.time_to_fetch_start ?? null,
      time_to_first_byte: made.time_to_first_byte ?? null,
      received_at: time,
      bot: 0,
    };
  };

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_dups' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    // Visitor 1: two page views 10 minutes apart (one visit); visitor 2: one page view.
    const rows = [
      row('v1', day + 10 * HOUR),
      row('v1', day + 10 * HOUR + 600_000),
      row('v2', day + 12 * HOUR),
    ];
    await client.insert({ table: 'analytics_events', values: rows, format: 'JSONEachRow' });
    // The same events again, received later, in a part of their own.
    const again = rows.map((stored) => ({ ...stored, received_at: stored.received_at + 5_000 }));
    await client.insert({ table: 'analytics_events', values: again, format: 'JSONEachRow' });
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should count each event_id once in totals, series, top lists and timing', async () => {
    const raw = await client.query({
      query: 'SELECT count() AS rows FROM analytics_events',
      format: 'JSONEachRow',
    });
    expect(await raw.json()).toEqual([{ rows: 6 }]);

    const report = await new ClickHouseTrafficReport(client).report({
      from: isoDay,
      to: isoDay,
      interval: 'day',
      filters: {},
      top: 10,
      stags: null,
      includeBots: false,
    });

    expect(report.totals).toEqual({
      visitors: 2,
      visits: 2,
      pageviews: 3,
      views_per_visit: 1.5,
      bounce_rate: 0.5,
    });
    expect(report.series).toEqual([
      { start: new Date(day).toISOString(), visitors: 2, visits: 2, pageviews: 3 },
    ]);
    expect(report.top.stag).toEqual([{ value: 'dup', visitors: 2, pageviews: 3 }]);
    expect(report.timing.by_pathname[0]?.loading_time.samples).toBe(3);
  });
});
