import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import {
  EVENTS_PATH,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_FUTURE_MS,
  type AnalyticsEvent,
  type CollectorResponse,
} from '@playfront/contracts';
import { EVENT_COLUMNS } from '../../../src/events/event-columns.ts';
import { stringLiteral } from '../../../src/events/clickhouse/clickhouse-literal.ts';
import { clickHouseClient } from '../../../src/events/clickhouse/clickhouse-settings.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent, makeEvents } from '../../helpers/analytics-events.ts';
import {
  clickHouseEnv,
  eventsDelivered,
  startClickHouse,
  type ClickHouseServer,
} from '../../helpers/clickhouse.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/**
 * The collector's checks of `collector.test.ts` that hold for any storage, with events going to
 * ClickHouse (EVENTS_CLICKHOUSE_URL) while the app's own database stays SQLite; then what only
 * ClickHouse has: the disk queue while it is down. Validation is the route's, untouched. A 2xx
 * means the events are on the local disk queue (decision 069): the tests wait for its delivery
 * before reading ClickHouse.
 */
describe('given the events collector on ClickHouse', () => {
  let server: ClickHouseServer;
  let testApp: TestApp;
  let reader: ClickHouseClient;
  const database = 'playfront_collector';

  const eventsOnClickHouse = () => clickHouseEnv(server, database);

  beforeAll(async () => {
    server = await startClickHouse();
    testApp = await buildTestApp({ env: eventsOnClickHouse() });
    reader = clickHouseClient({ ...server, database });
  });

  afterAll(async () => {
    await (reader as ClickHouseClient | undefined)?.close();
    await (testApp as TestApp | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  const post = (app: TestApp, payload: unknown) =>
    app.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      payload: JSON.stringify(payload),
    });

  const rowsOf = async (project: string) => {
    const result = await reader.query({
      query: `SELECT * FROM analytics_events WHERE project_id = ${stringLiteral(project)} ORDER BY event_id`,
      format: 'JSONEachRow',
    });
    return result.json<Record<string, unknown>>();
  };
  const countOf = async (project: string) => (await rowsOf(project)).length;

  /** Waits until ClickHouse holds `count` rows of the project (the disk queue delivers in the background). */
  const waitForCount = async (project: string, count: number) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await countOf(project)) < count) await sleep(100);
    return countOf(project);
  };

  const newProject = () => `ch-${randomUUID()}`;

  const expectedRow = (event: AnalyticsEvent) => ({
    ...Object.fromEntries(
      EVENT_COLUMNS.map((column) => [column, (event as Record<string, unknown>)[column] ?? null]),
    ),
    event_id: event.event_id.toLowerCase(),
    received_at: expect.any(Number) as number,
    bot: 0,
  });

  it('should store every event with every column and answer 200 with the counts', async () => {
    const project = newProject();
    const events = [
      makeEvent({ project_id: project }),
      makeEvent({ project_id: project, mode: 'ssr', device: 'mobile', loading_time: undefined }),
      makeEvent({ project_id: project, hostname: null, stag: null, device: null, user_id: null }),
    ];

    const response = await post(testApp, events);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    await eventsDelivered(testApp.dataDir);
    const byId = [...events].sort((a, b) => a.event_id.localeCompare(b.event_id));
    // A page's event that names no device gets the request's (a desktop Chrome here, decision 054).
    expect(await rowsOf(project)).toEqual(
      byId.map((event) => ({ ...expectedRow(event), ...(event.device === null ? { device: 'web' } : {}) })),
    );
    // Payments' database is not where events went.
    const local = await testApp.app.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('project_id', '=', project)
      .execute();
    expect(local).toEqual([]);
  });

  it('should accept the largest batch, 500 events', async () => {
    const project = newProject();

    const response = await post(testApp, makeEvents(500, { project_id: project }));

    expect(response.json()).toEqual({ accepted: 500, duplicates: 0, rejected: [] });
    expect(await waitForCount(project, 500)).toBe(500);
  });

  it('should store an event sent twice in one request once, and drop events stored earlier', async () => {
    const project = newProject();
    const [first, second] = makeEvents(2, { project_id: project }) as [AnalyticsEvent, AnalyticsEvent];

    const once = await post(testApp, [
      first,
      second,
      first,
      { ...first, event_id: first.event_id.toUpperCase() },
    ]);
    const again = await post(testApp, [first, second, makeEvent({ project_id: project })]);

    expect(once.json()).toEqual({ accepted: 2, duplicates: 2, rejected: [] });
    expect(again.json()).toEqual({ accepted: 1, duplicates: 2, rejected: [] });
    await eventsDelivered(testApp.dataDir);
    expect(await countOf(project)).toBe(3);
  });

  it('should store the valid events of a mixed batch and reject what is outside the time window', async () => {
    const project = newProject();
    const now = Date.now();
    const minute = 60_000;
    const response = await post(testApp, [
      makeEvent({ project_id: project, timestamp: now - MAX_EVENT_AGE_MS + 10 * minute }),
      makeEvent({ project_id: project, timestamp: String(now) }),
      makeEvent({ project_id: project, timestamp: now + MAX_EVENT_FUTURE_MS - 10 * minute }),
      makeEvent({ project_id: project, timestamp: now + MAX_EVENT_FUTURE_MS + 10 * minute }),
    ]);

    expect(response.json()).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        { index: 1, errors: ['timestamp must be integer'] },
        { index: 3, errors: ['timestamp must not be more than 24 hours ahead of server time'] },
      ],
    });
    await eventsDelivered(testApp.dataDir);
    expect(await countOf(project)).toBe(2);
  });

  it('should answer 400 and store nothing when every event is invalid', async () => {
    const project = newProject();

    const response = await post(testApp, [makeEvent({ project_id: project, event_id: 'nope' })]);

    expect(response.statusCode).toBe(400);
    expect(await countOf(project)).toBe(0);
  });

  it('should store every event of 20 parallel requests of 50 events over real HTTP', async () => {
    const project = newProject();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;

    const responses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(`http://127.0.0.1:${port}${EVENTS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-version': 'v2' },
          body: JSON.stringify(makeEvents(50, { project_id: project })),
        });
        return { status: response.status, body: (await response.json()) as CollectorResponse };
      }),
    );

    for (const response of responses) {
      expect(response).toEqual({ status: 200, body: { accepted: 50, duplicates: 0, rejected: [] } });
    }
    // Answered once on the disk queue: delivered moments later.
    expect(await waitForCount(project, 1000)).toBe(1000);
  });

  describe('given ClickHouse down', () => {
    it('should answer 200 with the events queued on disk, then deliver each once when it is back', async () => {
      const project = newProject();
      const stored = makeEvents(20, { project_id: project });
      await post(testApp, stored);

      await server.kill();
      let responses;
      try {
        const whileDown = makeEvents(150, { project_id: project });
        responses = await Promise.all([
          post(testApp, whileDown.slice(0, 50)),
          post(testApp, whileDown.slice(50)),
          // The SDK sending again what was stored before: known to the sink, a duplicate each.
          post(testApp, stored),
        ]);
      } finally {
        await server.start();
      }

      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(responses.map((response) => response.json<CollectorResponse>().accepted)).toEqual([50, 100, 0]);
      expect(await waitForCount(project, 170)).toBe(170);
      // Nothing more arrives: the resent 20 were not queued again.
      await eventsDelivered(testApp.dataDir);
      const ids = (await rowsOf(project)).map((row) => row.event_id);
      expect(new Set(ids).size).toBe(170);
      expect(ids).toHaveLength(170);
    });

    it('should answer 503 EVENTS_BUSY once the disk queue holds its bound, keeping nothing of that request', async () => {
      const small = await buildTestApp({
        env: { ...eventsOnClickHouse(), EVENTS_CLICKHOUSE_QUEUE_MAX_MB: '1' },
      });
      const project = newProject();
      await server.kill();
      const statuses: number[] = [];
      try {
        // About 240 bytes an event queued: the ninth request of 500 passes 1 MiB.
        for (let request = 0; request < 10; request += 1) {
          const response = await post(small, makeEvents(500, { project_id: project }));
          statuses.push(response.statusCode);
          if (response.statusCode === 503) {
            expect(response.json()).toMatchObject({ code: 'EVENTS_BUSY' });
            expect(response.headers['retry-after']).toBe('5');
          }
        }
      } finally {
        await server.start();
      }
      const accepted = statuses.filter((status) => status === 200).length * 500;

      expect(statuses).toContain(503);
      expect(await waitForCount(project, accepted)).toBe(accepted);
      await small.close();
    });
  });
});
