import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { EVENTS_PATH } from '@playfront/contracts';
import { stringList } from '../../../src/events/clickhouse/clickhouse-literal.ts';
import { clickHouseClient } from '../../../src/events/clickhouse/clickhouse-settings.ts';
import { runRetentionPass } from '../../../src/privacy/retention/retention-pass.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';
import {
  clickHouseEnv,
  eventsDelivered,
  startClickHouse,
  type ClickHouseServer,
} from '../../helpers/clickhouse.ts';

const DAY_MS = 86_400_000;

/** The retention job with events on ClickHouse (decision 066): raw events go by a DELETE mutation. */
describe('given the retention job with events on ClickHouse', () => {
  let server: ClickHouseServer;
  let testApp: TestApp;
  let reader: ClickHouseClient;
  const database = 'playfront_retention';

  beforeAll(async () => {
    server = await startClickHouse();
    testApp = await buildTestApp({
      env: {
        ...clickHouseEnv(server, database),
        RETENTION_INTERVAL_MINUTES: '0',
      },
    });
    reader = clickHouseClient({ ...server, database });
  });

  afterAll(async () => {
    await (reader as ClickHouseClient | undefined)?.close();
    await (testApp as TestApp | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  const countOf = async (ids: readonly string[]) => {
    const result = await reader.query({
      query: `SELECT uniqExact(event_id) AS n FROM analytics_events WHERE event_id IN ${stringList(ids)}`,
      format: 'JSONEachRow',
    });
    // UInt64 comes as a string in JSON.
    const [row] = await result.json<{ n: number | string }>();
    return Number(row?.n ?? 0);
  };

  const waitFor = async (ids: readonly string[], expected: number) => {
    const deadline = Date.now() + 20_000;
    let count = await countOf(ids);
    while (count !== expected && Date.now() < deadline) {
      await sleep(100);
      count = await countOf(ids);
    }
    return count;
  };

  it('should keep events within their period and delete them once it is over', async () => {
    const events = [makeEvent({ user_id: null }), makeEvent({ user_id: null })];
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${EVENTS_PATH}?no-cookie=true`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(events),
    });
    expect(response.json()).toMatchObject({ accepted: 2 });
    // A 2xx means queued on disk (decision 069): ClickHouse has the events once it is delivered.
    await eventsDelivered(testApp.dataDir);
    const ids = events.map((event) => event.event_id.toLowerCase());
    expect(await waitFor(ids, 2)).toBe(2);

    expect(await runRetentionPass(testApp.app.retention, Date.now())).toMatchObject({
      ran: true,
      eventsDeleted: null,
    });
    await sleep(500);
    expect(await countOf(ids)).toBe(2);

    await runRetentionPass(testApp.app.retention, Date.now() + 761 * DAY_MS);
    expect(await waitFor(ids, 0)).toBe(0);
  });
});
