import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  EVENTS_PATH,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_FUTURE_MS,
  TEMP_PLAYER_ID_KEY,
  type AnalyticsEvent,
  type CollectorResponse,
} from '@playfront/contracts';
import { EVENT_COLUMNS } from '../../../src/events/event-columns.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent, makeEvents } from '../../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

interface PostOptions {
  readonly query?: string;
  readonly headers?: Record<string, string>;
}

describe.each(['sqlite', 'postgres'] as const)('given the events collector on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    expect(testApp.app.database.dialect).toBe(dialect);
  });

  afterAll(async () => {
    // Left unset when the cluster failed to start.
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  const post = (payload: unknown, options: PostOptions = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: `${EVENTS_PATH}${options.query ?? ''}`,
      // A browser's User-Agent, as pages send (light-my-request's own would be judged a bot).
      headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...options.headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const rowsOf = (project: string) =>
    testApp.app.database.db
      .selectFrom('analytics_events')
      // The event's own columns: PostgreSQL's table also has the report rollups' `seq` (decision 059).
      .select(EVENT_COLUMNS)
      .where('project_id', '=', project)
      .orderBy('event_id')
      .execute();

  const countOf = async (project: string) => (await rowsOf(project)).length;

  /** A project id of its own, so each test counts only its rows. */
  const newProject = () => `p-${randomUUID()}`;

  /** The row an event should become: known columns only, metrics null when absent. */
  const expectedRow = (event: AnalyticsEvent) => ({
    ...Object.fromEntries(
      EVENT_COLUMNS.map((column) => [column, (event as Record<string, unknown>)[column] ?? null]),
    ),
    event_id: event.event_id.toLowerCase(),
    received_at: expect.any(Number) as number,
    bot: 0,
  });

  describe('given a valid batch', () => {
    it('should store every event with every column and answer 200 with the counts', async () => {
      const project = newProject();
      const events = [
        makeEvent({ project_id: project }),
        makeEvent({ project_id: project, mode: 'ssr', device: 'mobile', loading_time: undefined }),
        makeEvent({ project_id: project, hostname: null, stag: null, device: null, user_id: null }),
      ];
      const before = Date.now();

      const response = await post(events);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
      const rows = await rowsOf(project);
      const byId = [...events].sort((a, b) => a.event_id.localeCompare(b.event_id));
      // A page's event that names no device gets the request's (a desktop Chrome here).
      expect(rows).toEqual(
        byId.map((event) => ({ ...expectedRow(event), ...(event.device === null ? { device: 'web' } : {}) })),
      );
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual([...EVENT_COLUMNS].sort());
        expect(row.received_at).toBeGreaterThanOrEqual(before);
        expect(row.received_at).toBeLessThanOrEqual(Date.now());
      }
    });

    it('should accept one event object instead of an array', async () => {
      const project = newProject();
      const event = makeEvent({ project_id: project });

      const response = await post(event);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
      expect(await rowsOf(project)).toEqual([expectedRow(event)]);
    });

    it('should answer 200 with zeros to an empty array', async () => {
      const response = await post([]);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accepted: 0, duplicates: 0, rejected: [] });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('should accept the largest batch, 500 events', async () => {
      const project = newProject();

      const response = await post(makeEvents(500, { project_id: project }));

      expect(response.json()).toEqual({ accepted: 500, duplicates: 0, rejected: [] });
      expect(await countOf(project)).toBe(500);
    });
  });

  describe('given duplicate event_ids', () => {
    it('should store an event sent twice in one request once', async () => {
      const project = newProject();
      const [first, second] = makeEvents(2, { project_id: project }) as [AnalyticsEvent, AnalyticsEvent];

      const response = await post([
        first,
        second,
        first,
        { ...first, event_id: first.event_id.toUpperCase() },
      ]);

      expect(response.json()).toEqual({ accepted: 2, duplicates: 2, rejected: [] });
      expect(await countOf(project)).toBe(2);
    });

    it('should drop events already stored by an earlier request', async () => {
      const project = newProject();
      const events = makeEvents(5, { project_id: project });
      await post(events);

      const response = await post([...events, makeEvent({ project_id: project })]);

      expect(response.json()).toEqual({ accepted: 1, duplicates: 5, rejected: [] });
      expect(await countOf(project)).toBe(6);
    });
  });

  describe('given a mixed batch', () => {
    it('should store the valid events and list the invalid ones by index with reasons', async () => {
      const project = newProject();
      const valid = makeEvents(2, { project_id: project });
      const batch = [
        valid[0],
        makeEvent({ project_id: project, timestamp: String(Date.now()) }),
        valid[1],
        makeEvent({ project_id: project, device: 'tablet', mode: 'amp' }),
      ];

      const response = await post(batch);

      expect(response.statusCode).toBe(200);
      expect(response.json<CollectorResponse>()).toEqual({
        accepted: 2,
        duplicates: 0,
        rejected: [
          { index: 1, errors: ['timestamp must be integer'] },
          { index: 3, errors: ['mode must be "spa" or "ssr"', 'device must be "mobile", "web" or null'] },
        ],
      });
      expect(await countOf(project)).toBe(2);
    });

    it('should answer 400 with the same body and a message when every event is invalid', async () => {
      const project = newProject();

      const response = await post([
        makeEvent({ project_id: project, event_id: 'nope' }),
        { project_id: project },
      ]);

      expect(response.statusCode).toBe(400);
      const body = response.json<CollectorResponse & { message: string; statusCode: number }>();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', accepted: 0, duplicates: 0 });
      expect(body.message).toBe('All 2 events were rejected');
      expect(body.rejected.map((entry) => entry.index)).toEqual([0, 1]);
      expect(body.rejected[0]?.errors).toEqual([expect.stringMatching(/^event_id must match pattern/)]);
      expect(body.rejected[1]?.errors[0]).toMatch(/^must have required properties 'event_id', 'event', /);
      expect(await countOf(project)).toBe(0);
    });
  });

  describe('given fields the contract does not know', () => {
    it('should store the event without them', async () => {
      const project = newProject();
      const event = {
        ...makeEvent({ project_id: project }),
        extra: 'x',
        nested: { deep: [1, 2, 3] },
        constructor: 'c',
      };

      const response = await post([event]);

      expect(response.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
      const [row] = await rowsOf(project);
      expect(Object.keys(row ?? {}).sort()).toEqual([...EVENT_COLUMNS].sort());
      expect(row).toEqual(expectedRow(event));
    });
  });

  describe('given the visitor cookie', () => {
    /** `inject` addresses the app as http://localhost:80: the page's own origin. */
    const sameOrigin = { origin: 'http://localhost:80' };

    it('should set it from the last valid event that has a temp_player_id', async () => {
      const project = newProject();
      const batch = [
        makeEvent({ project_id: project, temp_player_id: 'first-id' }),
        makeEvent({ project_id: project, temp_player_id: 'last-valid-id' }),
        makeEvent({ project_id: project, temp_player_id: null }),
        makeEvent({ project_id: project, temp_player_id: 'invalid-event-id', mode: 'nope' }),
      ];

      const response = await post(batch, { headers: sameOrigin });

      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === TEMP_PLAYER_ID_KEY);
      expect(cookie).toMatchObject({
        value: 'last-valid-id',
        path: '/',
        maxAge: 31_536_000,
        sameSite: 'Lax',
      });
      expect(cookie?.httpOnly).toBeUndefined();
      // NODE_ENV=test serves plain HTTP: config.cookieSecure is false (see the production test).
      expect(cookie?.secure).toBeUndefined();
    });

    it("should name the browser of a page's events from its User-Agent, not a relaying server's", async () => {
      const project = newProject();
      const instagram =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0';
      const page = makeEvent({ project_id: project, mode: 'spa', browser: null });
      const relayed = makeEvent({ project_id: project, mode: 'spa', browser: null });
      await post([page], { headers: { 'user-agent': instagram } });
      await post([relayed], { query: '?no-cookie=true', headers: { 'user-agent': instagram } });

      const rows = await rowsOf(project);
      const browserOf = (id: string) => rows.find((row) => row.event_id === id)?.browser;
      expect(browserOf(page.event_id)).toBe('Instagram');
      expect(browserOf(relayed.event_id)).toBeNull();
    });

    it("should name the device of a page's events from the client hint, else the User-Agent (decision 054)", async () => {
      const project = newProject();
      const desktop =
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
      const phone =
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
      const hinted = makeEvent({ project_id: project, mode: 'spa', device: null });
      const byAgent = makeEvent({ project_id: project, mode: 'spa', device: null });
      const named = makeEvent({ project_id: project, mode: 'spa', device: 'web' });
      const relayed = makeEvent({ project_id: project, mode: 'spa', device: null });
      await post([hinted], { headers: { 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' } });
      await post([byAgent, named], { headers: { 'user-agent': phone } });
      await post([relayed], { query: '?no-cookie=true', headers: { 'user-agent': phone } });

      const rows = await rowsOf(project);
      const deviceOf = (id: string) => rows.find((row) => row.event_id === id)?.device;
      expect(deviceOf(hinted.event_id)).toBe('mobile');
      expect(deviceOf(byAgent.event_id)).toBe('mobile');
      expect(deviceOf(named.event_id)).toBe('web');
      expect(deviceOf(relayed.event_id)).toBeNull();
    });

    it('should set no cookie with no-cookie=true', async () => {
      const response = await post([makeEvent({ project_id: newProject() })], {
        query: '?no-cookie=true',
        headers: sameOrigin,
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('should set the cookie with no-cookie=false', async () => {
      const response = await post([makeEvent({ project_id: newProject() })], {
        query: '?no-cookie=false',
        headers: sameOrigin,
      });

      expect(response.cookies.map((c) => c.name)).toEqual([TEMP_PLAYER_ID_KEY]);
    });

    it('should set no visitor cookie for a visitor who refused, by their choice or by GPC (decision 054)', async () => {
      const event = () => makeEvent({ project_id: newProject() });
      const refused = encodeURIComponent('v=1&a=0&t=0&d=1764000000000');
      const granted = encodeURIComponent('v=1&a=1&t=0&d=1764000000000');
      const answers = await Promise.all([
        post([event()], { headers: { ...sameOrigin, cookie: `pf_consent=${refused}` } }),
        post([event()], { headers: { ...sameOrigin, 'sec-gpc': '1' } }),
        post([event()], { headers: { ...sameOrigin, 'sec-gpc': '1', cookie: `pf_consent=${granted}` } }),
      ]);
      expect(answers.map((answer) => answer.cookies.map((c) => c.name))).toEqual([
        [],
        [],
        [TEMP_PLAYER_ID_KEY],
      ]);
    });

    it('should not echo a temp_player_id that is not a short token', async () => {
      const response = await post([makeEvent({ project_id: newProject(), temp_player_id: 'a b;c=d' })], {
        headers: sameOrigin,
      });

      expect(response.json()).toMatchObject({ accepted: 1 });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('given the X-Api-Version header', () => {
    it.each([
      ['missing (a beacon)', {}],
      ['v2', { 'x-api-version': 'v2' }],
    ])('should accept it %s', async (_name, headers) => {
      const response = await post([makeEvent({ project_id: newProject() })], { headers });

      expect(response.statusCode).toBe(200);
    });

    it('should refuse v1 with 400 and store nothing', async () => {
      const project = newProject();

      const response = await post([makeEvent({ project_id: project })], {
        headers: { 'x-api-version': 'v1' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        message: 'X-Api-Version must be v2 when it is sent',
      });
      expect(await countOf(project)).toBe(0);
    });

    // On SQLite the body is read in the events writer's worker and the header checked after it
    // (decision 067); the answer is the one Fastify's parser and schema gave, body first.
    it.each([
      ['not JSON', '[{"event":', 'INVALID_JSON'],
      ['no event', '[1, 2]', 'VALIDATION_ERROR'],
    ])('should refuse a body that is %s for the body before the header', async (_name, body, code) => {
      const response = await post(body, { headers: { 'x-api-version': 'v1' } });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
      expect(response.json()).not.toMatchObject({ message: 'X-Api-Version must be v2 when it is sent' });
    });
  });

  describe('given a content type', () => {
    it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/json; charset=utf-8'])(
      'should parse %s as JSON',
      async (type) => {
        const project = newProject();

        const response = await post(makeEvents(2, { project_id: project }), {
          headers: { 'content-type': type },
        });

        expect(response.json()).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
        expect(await countOf(project)).toBe(2);
      },
    );

    it.each([
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'text/html',
    ])('should refuse %s with 415', async (type) => {
      const response = await post([makeEvent()], { headers: { 'content-type': type } });

      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    });

    it('should refuse a body without a content type with 415', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        payload: Buffer.from(JSON.stringify([makeEvent()])),
        headers: { 'content-type': undefined },
      });

      expect(response.statusCode).toBe(415);
    });
  });

  describe('given timestamps around the accepted window', () => {
    it('should keep events inside it and reject those outside', async () => {
      const project = newProject();
      const now = Date.now();
      const minute = 60_000;
      const batch = [
        makeEvent({ project_id: project, timestamp: now - MAX_EVENT_AGE_MS + 10 * minute }),
        makeEvent({ project_id: project, timestamp: now + MAX_EVENT_FUTURE_MS - 10 * minute }),
        makeEvent({ project_id: project, timestamp: now - MAX_EVENT_AGE_MS - 10 * minute }),
        makeEvent({ project_id: project, timestamp: now + MAX_EVENT_FUTURE_MS + 10 * minute }),
        makeEvent({ project_id: project, timestamp: 0 }),
      ];

      const response = await post(batch);

      expect(response.json()).toEqual({
        accepted: 2,
        duplicates: 0,
        rejected: [
          { index: 2, errors: ['timestamp must not be older than 30 days'] },
          { index: 3, errors: ['timestamp must not be more than 24 hours ahead of server time'] },
          { index: 4, errors: ['timestamp must not be older than 30 days'] },
        ],
      });
      expect(await countOf(project)).toBe(2);
    });
  });

  describe('given too many events', () => {
    it('should refuse 501 events with 400 and store none', async () => {
      const project = newProject();

      const response = await post(makeEvents(501, { project_id: project }));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'Body holds more than 500 events' });
      expect(await countOf(project)).toBe(0);
    });
  });

  describe('given a commit that fails', () => {
    it('should answer 503 with Retry-After and keep nothing of the request', async () => {
      const db = testApp.app.database.db;
      if (dialect === 'sqlite') {
        await sql`create trigger refuse_boom before insert on analytics_events when new.event = 'boom'
          begin select raise(abort, 'boom refused'); end`.execute(db);
      } else {
        await sql`create function refuse_boom() returns trigger language plpgsql as $$
          begin if new.event = 'boom' then raise exception 'boom refused'; end if; return new; end $$`.execute(
          db,
        );
        await sql`create trigger refuse_boom before insert on analytics_events
          for each row execute function refuse_boom()`.execute(db);
      }
      const project = newProject();
      try {
        const response = await post([
          ...makeEvents(300, { project_id: project }),
          makeEvent({ project_id: project, event: 'boom' }),
        ]);

        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'EVENTS_NOT_STORED',
          message: 'The events could not be stored; send them again later',
        });
        expect(await countOf(project)).toBe(0);
      } finally {
        await sql`drop trigger refuse_boom${sql.raw(dialect === 'postgres' ? ' on analytics_events' : '')}`.execute(
          db,
        );
      }

      // The sink carries on after a failed commit.
      const retry = await post(makeEvents(3, { project_id: project }));
      expect(retry.json()).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    });
  });

  describe('given concurrent requests over real HTTP', () => {
    it('should store every event of 20 parallel requests of 50 events', async () => {
      const project = newProject();
      await testApp.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = testApp.app.server.address() as AddressInfo;
      const batches = Array.from({ length: 20 }, () => makeEvents(50, { project_id: project }));

      const responses = await Promise.all(
        batches.map(async (batch) => {
          const response = await fetch(`http://127.0.0.1:${port}${EVENTS_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-version': 'v2' },
            body: JSON.stringify(batch),
          });
          return { status: response.status, body: (await response.json()) as CollectorResponse };
        }),
      );

      for (const response of responses) {
        expect(response).toEqual({ status: 200, body: { accepted: 50, duplicates: 0, rejected: [] } });
      }
      expect(await countOf(project)).toBe(1000);
    });
  });
});
