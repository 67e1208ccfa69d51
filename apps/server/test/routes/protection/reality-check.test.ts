import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REALITY_CHECK_PATH, type RealityCheck } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  cardCashout,
  fundByCard,
  ORIGIN,
  registerPlayer,
  submitOk,
  type TestPlayer,
} from '../payments/submit-helpers.ts';
import { emailOf, logIn } from './exclusions-helpers.ts';

/**
 * The reality check (decision 060): the interval the player picks (off, 15, 30, 60 minutes), and
 * this session's numbers the site's reminder shows: when it began, its net deposits.
 */
describe('given the reality check', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const read = async (player: TestPlayer): Promise<RealityCheck> => {
    const response = await app.inject({ method: 'GET', url: REALITY_CHECK_PATH, cookies: player.cookies });
    expect(response.statusCode).toBe(200);
    return response.json<RealityCheck>();
  };
  const put = (player: TestPlayer, intervalMinutes: unknown) =>
    app.inject({
      method: 'PUT',
      url: REALITY_CHECK_PATH,
      cookies: player.cookies,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ intervalMinutes }),
    });

  it('should be off until chosen, take only the offered intervals, and audit each change', async () => {
    const player = await registerPlayer(app);
    expect((await read(player)).intervalMinutes).toBe(0);
    expect((await put(player, 20)).statusCode).toBe(400);
    const set = await put(player, 30);
    expect(set.statusCode).toBe(200);
    expect(set.json<RealityCheck>().intervalMinutes).toBe(30);
    expect((await put(player, 0)).json<RealityCheck>().intervalMinutes).toBe(0);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'reason'])
      .where('subject', '=', `player:${player.id}`)
      .where('action', '=', 'player.reality_check')
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { before: '{"intervalMinutes":0}', after: '{"intervalMinutes":30}', reason: 'player' },
      { before: '{"intervalMinutes":30}', after: '{"intervalMinutes":0}', reason: 'player' },
    ]);
    expect((await app.inject({ method: 'GET', url: REALITY_CHECK_PATH })).statusCode).toBe(401);
  });

  it('should count the session from its log-in, with the net deposits made in it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const registered = await registerPlayer(app);
    // Money moved in an earlier session does not count in this one.
    await fundByCard(app, registered, 5_000);
    vi.setSystemTime(Date.now() + 60_000);
    const loggedInAt = Date.now();
    const { session } = await logIn(app, { id: registered.id, email: await emailOf(app, registered) });
    const player = session ?? registered;
    expect(await read(player)).toEqual({
      intervalMinutes: 0,
      sessionStartedAt: loggedInAt,
      currency: 'EUR',
      netDeposits: 0,
    });
    await fundByCard(app, player, 10_000);
    expect((await submitOk(app, player, cardCashout(3_000))).ok).toBe(true);
    expect((await read(player)).netDeposits).toBe(7_000);
  });
});
