import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHouseVisitsUpdater } from '../../src/events/clickhouse/clickhouse-visits-updater.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';
import { liveVisitStarts } from '../helpers/clickhouse-visit-starts.ts';
import { pauseGate, type PauseGate } from '../helpers/pause-gate.ts';
import { withCommandHook } from '../helpers/clickhouse-command-hook.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Decision 075's open risk, closed by decision 080: two instances that drew the same version
 * slot (1 pair in 1,000) and redo one visitor in the same millisecond write the same version.
 * Here both have the slot and a clock that stands still, so they do, and one of them read the
 * stored visits before the other wrote: its rows must still not survive beside the other's.
 */
describe('given two updaters in the same version slot writing one visitor at one version', () => {
  let server: ClickHouseServer;
  let clients: ClickHouseClient[];
  const day = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
  const at = (minutes: number) => day + 12 * HOUR + minutes * MINUTE;
  const stillClock = { slot: 7, now: () => day };

  const row = (visitor: string, time: number): StoredEvent =>
    storedUntimed({ temp_player_id: visitor, timestamp: time, event: 'page_view' });
  const insert = (client: ClickHouseClient, values: readonly StoredEvent[]) =>
    client.insert({ table: 'analytics_events', values: [...values], format: 'JSONEachRow' });

  /**
   * The client with every version it writes into analytics_visits noted in `written` (merges may
   * collapse rows of one version, so the writes are seen on their way), and, when `pause` is
   * armed, its next command held until released.
   */
  const watched = (client: ClickHouseClient, written: Set<string>, pause?: PauseGate) =>
    withCommandHook(client, async (query) => {
      if (pause?.armed === true) {
        await pause.hold();
      }
      const version = /INSERT INTO analytics_visits [\s\S]* (\d+) AS version/.exec(query)?.[1];
      if (version !== undefined) written.add(version);
    });

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_same_slot' };
    await migrateClickHouse(settings);
    clients = [clickHouseClient(settings), clickHouseClient(settings)];
  });

  afterAll(async () => {
    for (const client of (clients as ClickHouseClient[] | undefined) ?? []) await client.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should tell their rows apart and redo the round of the one that read before the other wrote', async () => {
    const [a, b] = clients as [ClickHouseClient, ClickHouseClient];
    // The first instance pauses before its first write until released.
    const pause = pauseGate();
    const lateVersions = new Set<string>();
    const freshVersions = new Set<string>();
    const late = new ClickHouseVisitsUpdater(watched(a, lateVersions, pause), stillClock);
    const fresh = new ClickHouseVisitsUpdater(watched(b, freshVersions), stillClock);
    await insert(a, [row('crossed', at(600)), row('crossed', at(660))]);
    await late.catchUp();
    await fresh.catchUp();
    // An event 20 minutes before the visit: the slow instance reads the stored visits, then waits.
    await insert(a, [row('crossed', at(580))]);
    pause.armed = true;
    const slowRun = late.catchUp();
    await pause.reached;
    // Meanwhile 20 minutes earlier still: the other instance redoes the visitor and is done.
    await insert(b, [row('crossed', at(560))]);
    await fresh.catchUp();
    pause.release();
    await slowRun;
    // Both wrote one version (the slot and the clock are the same): told apart by writer.
    expect([...lateVersions].filter((version) => freshVersions.has(version))).not.toEqual([]);
    // Read as stored, with no report's catch-up in between: 12:20 to 13:00 is one visit
    // (20-minute gaps), 13:00 to 14:00 a gap of an hour, so 14:00 another; in both variants.
    expect(await liveVisitStarts(a, 'crossed')).toEqual([at(560), at(660), at(560), at(660)]);
  });
});
