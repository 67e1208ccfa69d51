import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { firstDevices } from '../../src/console/clickhouse/clickhouse-first-devices.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A deployment whose events were stored before the first devices were kept (schema step 5,
 * decision 080): the step backfills them, the view takes what comes after, and the kept device
 * is always the one the raw events give (earliest by time, then event_id; bots included; a
 * first event without a device is no device), a copy of an event changing nothing.
 */
describe('given events stored before the first devices were kept, the upgraded lookup', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  const day = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;

  const row = (visitor: string, time: number, device: string | null, id: string, bot = 0): StoredEvent =>
    storedUntimed({ temp_player_id: visitor, timestamp: time, device, event_id: id }, bot);

  /** The definition over the raw events, as the lookup read them before decision 080. */
  const rawFirstDevices = async (): Promise<Map<string, string | null>> => {
    const result = await client.query({
      query: `SELECT temp_player_id AS visitor,
          nullIf(argMin(ifNull(device, '\\0'), (timestamp, event_id)), '\\0') AS first_device
        FROM analytics_events WHERE isNotNull(temp_player_id) GROUP BY visitor`,
      format: 'JSONEachRow',
    });
    const rows = await result.json<{ visitor: string; first_device: string | null }>();
    return new Map(rows.map((found) => [found.visitor, found.first_device]));
  };
  const visitors = ['v1', 'v2', 'v3', 'v4', 'v5', 'unknown'];
  /** Of `ids`, each one's first device by the raw events (none without an event). */
  const fromRawEvents = async (ids: readonly string[]): Promise<Map<string, string | null>> => {
    const raw = await rawFirstDevices();
    return new Map(ids.map((id) => [id, raw.get(id) ?? null]));
  };
  /** The looked-up devices of `ids`, each with its hash (checked against ClickHouse's). */
  const lookUp = async (ids: readonly string[]): Promise<Map<string, string | null>> => {
    const found = await firstDevices(client, ids);
    const hashes = await client.query({
      query: `SELECT arrayJoin([${ids.map((id) => `'${id}'`).join(', ')}]) AS id, hex(sipHash128(id)) AS hash`,
      format: 'JSONEachRow',
    });
    for (const { id, hash } of await hashes.json<{ id: string; hash: string }>()) {
      expect(found.get(id)?.hash).toBe(hash);
    }
    return new Map([...found].map(([id, first]) => [id, first.device]));
  };

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_first_devices' };
    await migrateClickHouse(settings, 4);
    client = clickHouseClient(settings);
    // v1: web, later mobile. v2: no device first, then web. v3: two events at one time, the
    // smaller event_id's device first. v4: a bot's visitor, on mobile.
    await client.insert({
      table: 'analytics_events',
      values: [
        row('v1', day + 10 * HOUR, 'mobile', '00000000-0000-7000-8000-000000000002'),
        row('v1', day + 9 * HOUR, 'web', '00000000-0000-7000-8000-000000000001'),
        row('v2', day + 9 * HOUR, null, '00000000-0000-7000-8000-000000000003'),
        row('v2', day + 11 * HOUR, 'web', '00000000-0000-7000-8000-000000000004'),
        row('v3', day + 9 * HOUR, 'tablet', '00000000-0000-7000-8000-000000000006'),
        row('v3', day + 9 * HOUR, 'web', '00000000-0000-7000-8000-000000000005'),
        row('v4', day + 12 * HOUR, 'mobile', '00000000-0000-7000-8000-000000000007', 1),
      ],
      format: 'JSONEachRow',
    });
    await migrateClickHouse(settings);
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should give the stored visitors their first device from the backfill', async () => {
    const kept = await lookUp(visitors);
    expect(kept).toEqual(
      new Map([
        ['v1', 'web'],
        ['v2', null],
        ['v3', 'web'],
        ['v4', 'mobile'],
        ['v5', null],
        ['unknown', null],
      ]),
    );
    expect(kept).toEqual(await fromRawEvents(visitors));
  });

  it('should move a first device to a later-arriving earlier event, a copy changing nothing', async () => {
    await client.insert({
      table: 'analytics_events',
      values: [
        // v1's earlier event arrives late; v2's first event arrives again (a copy); v5 is new.
        row('v1', day + 8 * HOUR, 'tablet', '00000000-0000-7000-8000-000000000008'),
        {
          ...row('v2', day + 9 * HOUR, null, '00000000-0000-7000-8000-000000000003'),
          received_at: day + DAY,
        },
        row('v5', day + 9 * HOUR, 'web', '00000000-0000-7000-8000-000000000009'),
      ],
      format: 'JSONEachRow',
    });
    const kept = await lookUp(visitors);
    expect(kept).toEqual(
      new Map([
        ['v1', 'tablet'],
        ['v2', null],
        ['v3', 'web'],
        ['v4', 'mobile'],
        ['v5', 'web'],
        ['unknown', null],
      ]),
    );
    expect(kept).toEqual(await fromRawEvents(visitors));
  });

  // Decision 115: the cases a faster form of the lookup (per day, per range, per partition) could
  // get wrong. The report asks for players whose first event may lie long before its range.
  it('should keep the first device across months, within a day, of a bot, and from a late earlier event', async () => {
    const month = 35 * DAY;
    await client.insert({
      table: 'analytics_events',
      values: [
        // v6: mobile a month and more before the day (another partition), then web on the day.
        row('v6', day - month, 'mobile', '00000000-0000-7000-8000-000000000016'),
        row('v6', day + 9 * HOUR, 'web', '00000000-0000-7000-8000-000000000010'),
        // v7: two devices the same day, the later one with the smaller event_id.
        row('v7', day + 15 * HOUR, 'web', '00000000-0000-7000-8000-000000000011'),
        row('v7', day + 13 * HOUR, 'tablet', '00000000-0000-7000-8000-000000000017'),
        // v8: a human on the day, and a bot's event under the same visitor the day before.
        row('v8', day + 9 * HOUR, 'web', '00000000-0000-7000-8000-000000000012'),
        row('v8', day - DAY, 'tablet', '00000000-0000-7000-8000-000000000013', 1),
        // v9: web on the day; its earlier event arrives in a later insert (below).
        row('v9', day + 9 * HOUR, 'web', '00000000-0000-7000-8000-000000000014'),
      ],
      format: 'JSONEachRow',
    });
    const all = [...visitors, 'v6', 'v7', 'v8', 'v9'];
    const before = await lookUp(all);
    expect([...['v6', 'v7', 'v8', 'v9'].map((visitor) => before.get(visitor))]).toEqual([
      'mobile',
      'tablet',
      'tablet',
      'web',
    ]);
    expect(before).toEqual(await fromRawEvents(all));
    await client.insert({
      table: 'analytics_events',
      values: [row('v9', day - month, 'mobile', '00000000-0000-7000-8000-000000000015')],
      format: 'JSONEachRow',
    });
    const after = await lookUp(all);
    expect(after.get('v9')).toBe('mobile');
    expect(after).toEqual(await fromRawEvents(all));
  });
});
