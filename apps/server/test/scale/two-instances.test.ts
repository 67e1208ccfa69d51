import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { EVENTS_PATH, SUBMIT_PATH, type SubmitResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { startRedis, type RedisServer } from '../helpers/redis.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { CARD, cardFields, submitBody } from '../routes/payments/submit-helpers.ts';
import { connectOpen } from '../routes/payments/ws-client.ts';

const ORIGIN = 'https://casino.example';
const PASSWORD = 'a long enough secret';

/** An instance listening on real HTTP, and the base URL the test reaches it at. */
interface Instance {
  readonly testApp: TestApp;
  readonly base: string;
}

/**
 * Two server instances on one PostgreSQL and one Redis, as production runs them behind a proxy
 * (docs/deploy.md, decision 056). Every request goes over real HTTP; the proxy is played by the
 * test, which names the client in X-Forwarded-For (TRUST_PROXY=1).
 */
describe('given two server instances sharing PostgreSQL and Redis', () => {
  let cluster: PostgresCluster;
  let redis: RedisServer;
  let a: Instance;
  let b: Instance;

  const start = async (databaseUrl: string, redisUrl: string): Promise<Instance> => {
    const testApp = await buildTestApp({
      databaseUrl,
      env: {
        REDIS_URL: redisUrl,
        TRUST_PROXY: '1',
        ALLOWED_ORIGINS: ORIGIN,
        AUTH_RATE_LIMIT_PER_MINUTE: '4',
        EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '10',
      },
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    return { testApp, base: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startPostgres(), startRedis()]);
    // Both at once, as a rolling deploy may: the migrations take a lock, one instance runs them.
    [a, b] = await Promise.all([start(cluster.url, redis.url), start(cluster.url, redis.url)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a.testApp.close(), b.testApp.close()]);
    await redis.close();
    await cluster.stop();
  });

  let clients = 0;
  /** A client address of its own for each step, so the per-IP limits of one never touch another. */
  const newClient = () => {
    clients += 1;
    return `203.0.113.${clients}`;
  };

  const post = (instance: Instance, path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${instance.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body: JSON.stringify(body),
    });

  const sessionOf = (response: Response): string => {
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('pf_session='));
    if (cookie === undefined) throw new Error(`no session cookie in ${response.status}`);
    return cookie.split(';')[0] ?? '';
  };

  const logIn = (instance: Instance, email: string, password: string, client: string) =>
    post(instance, '/api/v1/auth/login', { email, password }, { 'x-forwarded-for': client });

  const postEvents = (instance: Instance, count: number, client: string) =>
    fetch(`${instance.base}${EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(Array.from({ length: count }, () => makeEvent())),
    });

  const registerOn = async (instance: Instance): Promise<string> => {
    const email = `two-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await post(
      instance,
      '/api/v1/auth/register',
      { email, password: PASSWORD, country: 'DE', currency: 'EUR', firstName: 'Ada' },
      { 'x-forwarded-for': newClient() },
    );
    expect(registered.status).toBe(201);
    return email;
  };

  const depositOn = (instance: Instance, cookie: string, amount: number) =>
    post(
      instance,
      SUBMIT_PATH,
      submitBody('credit-card', 'deposit', 'EUR', amount, cardFields(CARD.approve)),
      {
        cookie,
        'idempotency-key': `k-${randomUUID()}`,
        'x-forwarded-for': newClient(),
      },
    );

  it('should carry a player logged in on A through a deposit on B to the socket held on A', async () => {
    const email = await registerOn(a);
    const loggedIn = await logIn(a, email, PASSWORD, newClient());
    expect(loggedIn.status).toBe(200);
    const cookie = sessionOf(loggedIn);
    const socket = await connectOpen(`${a.base.replace('http', 'ws')}/api/v1/payments/ws`, {
      origin: ORIGIN,
      cookie,
    });
    expect(await socket.nth(1)).toEqual({ type: 'hello' });

    const deposit = await depositOn(b, cookie, 2500);

    expect(deposit.status).toBe(200);
    const answer = (await deposit.json()) as SubmitResponse;
    expect(answer).toMatchObject({ ok: true, outcome: { status: 'notify' } });
    await socket.nth(3);
    expect(socket.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'transaction_status', status: 'completed', amount: 2500 }),
        { type: 'accounts_updated', balances: { EUR: 2500 } },
      ]),
    );
    socket.socket.close();
  });

  it('should count log-in attempts once across both instances', async () => {
    const email = await registerOn(b);
    const client = newClient();
    const statuses: number[] = [];
    // AUTH_RATE_LIMIT_PER_MINUTE=4: the fifth attempt is refused on whichever instance it reaches.
    for (const instance of [a, b, a, b, a, b]) {
      statuses.push((await logIn(instance, email, 'not the password', client)).status);
    }

    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('should spend one events budget across both instances', async () => {
    const client = newClient();
    const statuses: number[] = [];
    // EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE=10: 4 + 4 + 2 fit, split across A and B; one more does not.
    for (const [instance, count] of [
      [a, 4],
      [b, 4],
      [a, 2],
    ] as const) {
      statuses.push((await postEvents(instance, count, client)).status);
    }
    const refused = await postEvents(b, 1, client);

    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('EVENTS_RATE_LIMITED');
  });

  it('should refuse log-ins and payments but keep collecting events while Redis is down, and share again once it is back', async () => {
    const email = await registerOn(a);
    const cookie = sessionOf(await logIn(b, email, PASSWORD, newClient()));
    await redis.stop();
    try {
      // Fail closed: a guessing script must not get unlimited tries because the store is away.
      const logInDown = await logIn(a, email, PASSWORD, newClient());
      const depositDown = await depositOn(b, cookie, 1000);
      // Fail open onto each instance's memory: events are analytics, the budget still holds per instance.
      const eventsClient = newClient();
      const eventsDown = await postEvents(a, 10, eventsClient);
      const pastLocal = await postEvents(a, 1, eventsClient);

      expect(logInDown.status).toBe(503);
      expect(logInDown.headers.get('retry-after')).toBe('5');
      expect(depositDown.status).toBe(503);
      expect(eventsDown.status).toBe(200);
      expect(pastLocal.status).toBe(429);
    } finally {
      await redis.start();
    }
    await waitUntil(
      () => a.testApp.app.sharedStore?.status === 'ready' && b.testApp.app.sharedStore?.status === 'ready',
    );

    expect((await logIn(a, email, PASSWORD, newClient())).status).toBe(200);
    expect((await depositOn(b, cookie, 1000)).status).toBe(200);
  });
});

describe('given REDIS_URL naming a store that does not answer', () => {
  it('should refuse to start, naming REDIS_URL and never the password', async () => {
    const redis = await startRedis();
    await redis.close();

    const started = buildTestApp({ env: { REDIS_URL: `redis://:hunter2-secret@127.0.0.1:${redis.port}` } });

    await expect(started).rejects.toThrow(
      `the shared rate-limit store at redis://:***@127.0.0.1:${redis.port} cannot be reached`,
    );
    await expect(started).rejects.toThrow('is REDIS_URL right?');
    await expect(started).rejects.not.toThrow('hunter2');
  });
});

async function waitUntil(ready: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > until) throw new Error('timed out waiting for the shared store to reconnect');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
