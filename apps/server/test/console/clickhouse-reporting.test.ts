import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { EVENTS_PATH } from '@playfront/contracts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  clickHouseEnv,
  eventsDelivered,
  startClickHouse,
  type ClickHouseServer,
} from '../helpers/clickhouse.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/**
 * The server's one ClickHouse client and visits updater for the reports (decision 075): the
 * visits of collected events are kept by its background step, with no report read in between.
 */
describe('given a server with its events on ClickHouse', () => {
  let server: ClickHouseServer;
  let testApp: TestApp;
  let reader: ClickHouseClient;
  const database = 'playfront_reporting';

  beforeAll(async () => {
    server = await startClickHouse();
    testApp = await buildTestApp({ env: clickHouseEnv(server, database) });
    reader = clickHouseClient({ ...server, database });
  });

  afterAll(async () => {
    await (reader as ClickHouseClient | undefined)?.close();
    await (testApp as TestApp | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should keep the visits of collected events by its background step, no report read', async () => {
    const shared = testApp.app.clickHouseReporting;
    expect(shared).not.toBeNull();
    const visitor = 'background-visitor';
    const now = Date.now();
    const response = await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      payload: JSON.stringify([
        makeEvent({ temp_player_id: visitor, timestamp: now - 60_000 }),
        makeEvent({ temp_player_id: visitor, timestamp: now - 50_000 }),
      ]),
    });
    expect(response.statusCode).toBe(200);
    await eventsDelivered(testApp.dataDir);
    // One visit per variant (humans only, every event), kept by the 5-second step.
    const visits = async () => {
      const result = await reader.query({
        query: `SELECT count() AS n FROM analytics_visits FINAL
          WHERE visitor = hex(sipHash128('${visitor}')) AND deleted = 0`,
        format: 'JSONEachRow',
      });
      const [row] = await result.json<{ n: number | string }>();
      return Number(row?.n ?? 0);
    };
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await visits()) < 2) await sleep(250);
    expect(await visits()).toBe(2);
  });
});
