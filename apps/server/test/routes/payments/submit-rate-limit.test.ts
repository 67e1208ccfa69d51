import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { ORIGIN, newKey, registerPlayer, submit, submitBody, type TestPlayer } from './submit-helpers.ts';

/**
 * Submits per player and minute (PAYMENTS_RATE_LIMIT_PER_MINUTE), and per client IP across players
 * (PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE): a card-testing script stops, nobody else does.
 */
describe('given a payments rate limit of 2 a minute per player and 5 per IP', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { PAYMENTS_RATE_LIMIT_PER_MINUTE: '2', PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '5' },
    });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const submitCoupon = (player: TestPlayer, remoteAddress = '203.0.113.7') =>
    submit(app, player, submitBody('cashtocode', 'deposit', 'EUR', 3000), newKey(), { remoteAddress });

  it('should refuse a player’s third submit with 429 and a reference, and charge nothing for it', async () => {
    const player = await registerPlayer(app);
    expect((await submitCoupon(player)).statusCode).toBe(200);
    expect((await submitCoupon(player)).statusCode).toBe(200);
    const refused = await submitCoupon(player);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      reference: expect.any(String) as string,
    });
    const history = await app.inject({
      method: 'GET',
      url: '/api/v1/payments/transactions',
      cookies: player.cookies,
    });
    expect(history.json<{ items: unknown[] }>().items).toHaveLength(2);
  });

  const historyOf = async (player: TestPlayer) => {
    const history = await app.inject({
      method: 'GET',
      url: '/api/v1/payments/transactions',
      cookies: player.cookies,
    });
    return history.json<{ items: unknown[] }>().items;
  };

  /** Logs in again as the player (a new session), from an address of its own. */
  const newSession = async (email: string, remoteAddress: string): Promise<TestPlayer> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ email, password: 'a long enough secret' }),
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'pf_session');
    if (session === undefined) throw new Error('login set no session cookie');
    return { id: response.json<{ id: string }>().id, cookies: { pf_session: session.value } };
  };

  it('should give a player one budget however many sessions they open', async () => {
    const email = `sessions-${newKey()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: '192.0.2.10',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({
        email,
        password: 'a long enough secret',
        country: 'DE',
        currency: 'EUR',
        firstName: 'Ada',
      }),
    });
    expect(registered.statusCode).toBe(201);
    const sessions: TestPlayer[] = [];
    for (let i = 0; i < 5; i += 1) sessions.push(await newSession(email, `192.0.2.${20 + i}`));

    // Each session from its own address, so only the player's budget can refuse.
    const statuses: number[] = [];
    for (const [i, session] of sessions.entries()) {
      statuses.push((await submitCoupon(session, `192.0.2.${20 + i}`)).statusCode);
    }

    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(await historyOf(sessions[0] as TestPlayer)).toHaveLength(2);
  });

  it('should cap many players from one address together, with a 429 that stores nothing', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const statuses: number[] = [];
    for (const player of players) {
      for (let i = 0; i < 2; i += 1) statuses.push((await submitCoupon(player, '192.0.2.99')).statusCode);
    }
    const refused = await submitCoupon(players[2] as TestPlayer, '192.0.2.99');

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      reference: expect.any(String) as string,
    });
    expect(await historyOf(players[2] as TestPlayer)).toHaveLength(1);
    // Another address is not held back by it.
    expect((await submitCoupon(players[2] as TestPlayer, '192.0.2.100')).statusCode).toBe(200);
  });

  it('should count each player on its own, even from one address (a carrier NAT)', async () => {
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    for (let i = 0; i < 2; i++) expect((await submitCoupon(first, '198.51.100.1')).statusCode).toBe(200);
    expect((await submitCoupon(first, '198.51.100.1')).statusCode).toBe(429);
    expect((await submitCoupon(second, '198.51.100.1')).statusCode).toBe(200);
  });
});
