import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { EVENTS_PATH } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvents } from '../../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { registerPlayer } from '../payments/submit-helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Another connection holding the events table's write lock, as a long payments write or a
 * backup would: the collector's commits wait until `release` (which may be called again).
 */
async function holdWriteLock(testApp: TestApp, url: string | undefined): Promise<() => Promise<void>> {
  const release = await takeWriteLock(testApp, url);
  let released: Promise<void> | undefined;
  return () => (released ??= release());
}

async function takeWriteLock(testApp: TestApp, url: string | undefined): Promise<() => Promise<void>> {
  if (url === undefined) {
    const sqlite = new DatabaseSync(join(testApp.dataDir, 'playfront.db'));
    // The server's own writers (the rollups' worker after a registration) may hold it a moment.
    sqlite.exec('PRAGMA busy_timeout = 5000');
    sqlite.exec('BEGIN IMMEDIATE');
    return () => {
      sqlite.exec('ROLLBACK');
      sqlite.close();
      return Promise.resolve();
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // EXCLUSIVE blocks inserts and lets reads through.
  await client.query('BEGIN; LOCK TABLE analytics_events IN EXCLUSIVE MODE');
  return async () => {
    await client.query('ROLLBACK');
    await client.end();
  };
}

describe.each(['sqlite', 'postgres'] as const)('given the events collector on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  const countOf = async (testApp: TestApp, project: string) => {
    const { count } = await testApp.app.database.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', project)
      .executeTakeFirstOrThrow();
    return count;
  };

  describe('and EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE=1000', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp({
        databaseUrl: cluster?.url,
        env: { EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '1000' },
      });
    });

    afterAll(async () => {
      await (testApp as TestApp | undefined)?.close();
    });

    const postFrom = (remoteAddress: string, payload: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    it('should count events, not requests: the request past the budget is refused whole with 429', async () => {
      const project = `budget-${randomUUID()}`;
      const statuses: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        statuses.push((await postFrom('203.0.113.80', makeEvents(400, { project_id: project }))).statusCode);
      }
      const refused = await postFrom('203.0.113.80', makeEvents(400, { project_id: project }));

      expect(statuses).toEqual([200, 200]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'EVENTS_RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(await countOf(testApp, project)).toBe(800);
    });

    it('should count bodies sent at once exactly: what fits is taken whole, however many read at the same time', async () => {
      // Each body is reserved for the most it could hold before it is read (decision 095); ten
      // bodies of 100 at once must still all fit a budget of 1,000, and the next event not.
      const project = `budget-at-once-${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => postFrom('203.0.113.83', makeEvents(100, { project_id: project }))),
      );
      const refused = await postFrom('203.0.113.83', makeEvents(1, { project_id: project }));

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(refused.statusCode).toBe(429);
      expect(await countOf(testApp, project)).toBe(1000);
    });

    it('should refuse at once the bodies that do not fit among those sent together, and store the rest whole', async () => {
      const project = `budget-past-${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => postFrom('203.0.113.84', makeEvents(300, { project_id: project }))),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();

      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await countOf(testApp, project)).toBe(900);
    });

    it('should refuse a client with no budget left before reading its body, and keep others’ budgets', async () => {
      for (let i = 0; i < 2; i += 1) {
        expect((await postFrom('203.0.113.81', makeEvents(500))).statusCode).toBe(200);
      }

      // Malformed JSON would be a 400 if the body were read.
      expect((await postFrom('203.0.113.81', '[{"broken')).statusCode).toBe(429);
      expect((await postFrom('203.0.113.82', makeEvents(500))).statusCode).toBe(200);
    });
  });

  describe('and EVENTS_MAX_PENDING=500 while another connection holds the write lock', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { EVENTS_MAX_PENDING: '500' } });
    });

    afterAll(async () => {
      await (testApp as TestApp | undefined)?.close();
    });

    it('should shed with 503 and Retry-After once the queue is full, store nothing of that request, and the rest once the lock goes', async () => {
      const project = `shed-${randomUUID()}`;
      const release = await holdWriteLock(testApp, cluster?.url);
      const sent: { batch: { event_id: string }[]; answer: Promise<LightMyRequestResponse> }[] = [];
      try {
        // The first commit waits for the lock; what arrives next queues, up to 500 events. A
        // request answered while the lock is held was shed; one still waiting is sent after.
        // (A shed answer may take longer than the wait under load: it is told by its status.)
        for (let i = 0; i < 10; i += 1) {
          const batch = makeEvents(500, { project_id: project }) as { event_id: string }[];
          const answer = testApp.app.inject({ method: 'POST', url: EVENTS_PATH, payload: batch });
          sent.push({ batch, answer });
          if ((await Promise.race([answer, sleep(150).then(() => undefined)])) !== undefined) break;
        }
      } finally {
        await release();
      }

      const answers = await Promise.all(sent.map(({ answer }) => answer));
      const shed = answers.filter((answer) => answer.statusCode === 503);
      const taken = answers.filter((answer) => answer.statusCode === 200);
      expect(shed.length).toBeGreaterThan(0);
      expect(shed.length + taken.length).toBe(answers.length);
      for (const answer of shed) {
        expect(answer.json()).toMatchObject({ statusCode: 503, code: 'EVENTS_BUSY' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await countOf(testApp, project)).toBe(500 * taken.length);
      const shedIds = sent.flatMap(({ batch }, index) =>
        answers[index]?.statusCode === 503 ? batch.map((event) => event.event_id) : [],
      );
      const stored = await testApp.app.database.db
        .selectFrom('analytics_events')
        .select('event_id')
        .where('event_id', 'in', shedIds)
        .execute();
      expect(stored).toEqual([]);
    });

    it('should answer payments while an events commit waits for the lock', async () => {
      const player = await registerPlayer(testApp.app);
      const release = await holdWriteLock(testApp, cluster?.url);
      try {
        let eventsAnswered = false;
        const events = testApp.app
          .inject({ method: 'POST', url: EVENTS_PATH, payload: makeEvents(100) })
          .finally(() => {
            eventsAnswered = true;
          });
        await sleep(100);
        const methods = await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/payments/methods?action=deposit&currency=EUR',
          cookies: player.cookies,
        });

        // Answered while the events commit still waits for the lock, whatever the machine's load.
        expect(methods.statusCode).toBe(200);
        expect(eventsAnswered).toBe(false);
        await release();
        expect((await events).statusCode).toBe(200);
      } finally {
        await release();
      }
    }, 30_000);
  });
});
