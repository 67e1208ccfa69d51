import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { newKey, registerPlayer, submit, submitBody, type TestPlayer } from './submit-helpers.ts';

/** Submits per session and minute (PAYMENTS_RATE_LIMIT_PER_MINUTE): a card-testing script stops, nobody else does. */
describe('given a payments rate limit of 2 a minute', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PAYMENTS_RATE_LIMIT_PER_MINUTE: '2' } });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const submitCoupon = (player: TestPlayer, remoteAddress = '203.0.113.7') =>
    submit(app, player, submitBody('cashtocode', 'deposit', 'EUR', 3000), newKey(), { remoteAddress });

  it('should refuse a session’s third submit with 429 and a reference, and charge nothing for it', async () => {
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

  it('should count each session on its own, even from one address (a carrier NAT)', async () => {
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    for (let i = 0; i < 2; i++) expect((await submitCoupon(first, '198.51.100.1')).statusCode).toBe(200);
    expect((await submitCoupon(first, '198.51.100.1')).statusCode).toBe(429);
    expect((await submitCoupon(second, '198.51.100.1')).statusCode).toBe(200);
  });
});
