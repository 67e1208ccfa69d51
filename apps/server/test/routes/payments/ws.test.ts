import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { LiveMessageSchema } from '@playfront/contracts/schemas';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { registerPlayer, type TestPlayer } from './payments-fixtures.ts';
import { connect, connectOpen } from './ws-client.ts';

const ALLOWED = 'https://casino.example';

describe.each(['sqlite', 'postgres'] as const)('given the payments websocket on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;
  let url: string;
  let origin: string;
  let player: TestPlayer;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { ALLOWED_ORIGINS: ALLOWED } });
    app = testApp.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    url = `ws://127.0.0.1:${port}/api/v1/payments/ws`;
    origin = `http://127.0.0.1:${port}`;
    player = await registerPlayer(app);
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  const cookieOf = (p: TestPlayer) => `pf_session=${p.token}`;

  it("should greet with hello, then push the player's own updates without their id", async () => {
    const other = await registerPlayer(app);
    const open = await connectOpen(url, { origin, cookie: cookieOf(player) });
    expect(await open.nth(1)).toEqual({ type: 'hello' });

    await app.liveUpdates.publish({ type: 'accounts_updated', playerId: other.id, balances: { EUR: 1 } });
    await app.liveUpdates.publish({
      type: 'transaction_status',
      playerId: player.id,
      transactionId: 'tx-1',
      action: 'deposit',
      status: 'completed',
      amount: 2500,
      currency: 'EUR',
    });
    await app.liveUpdates.publish({ type: 'accounts_updated', playerId: player.id, balances: { EUR: 2500 } });
    await app.liveUpdates.publish({ type: 'player_updated', playerId: player.id });
    await app.liveUpdates.publish({ type: 'methods_available', playerId: player.id });

    expect(await open.nth(5)).toEqual({ type: 'methods_available' });
    expect(open.messages).toEqual([
      { type: 'hello' },
      {
        type: 'transaction_status',
        transactionId: 'tx-1',
        action: 'deposit',
        status: 'completed',
        amount: 2500,
        currency: 'EUR',
      },
      { type: 'accounts_updated', balances: { EUR: 2500 } },
      { type: 'player_updated' },
      { type: 'methods_available' },
    ]);
    for (const message of open.messages) expect(Value.Check(LiveMessageSchema, message)).toBe(true);
    open.socket.close();
    expect(await open.closed()).toBe(1005);
  });

  it('should accept a page of an allowed origin', async () => {
    const open = await connectOpen(url, { origin: ALLOWED, cookie: cookieOf(player) });
    expect(await open.nth(1)).toEqual({ type: 'hello' });
    open.socket.close();
  });

  it.each([
    ['no cookie', undefined],
    ['a forged cookie', `pf_session=${'x'.repeat(43)}`],
  ])('should refuse %s with 401 before the upgrade', async (_name, cookie) => {
    const result = await connect(url, cookie === undefined ? { origin } : { origin, cookie });
    expect(result).toEqual({ ok: false, status: 401 });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike of the own origin', 'http://127.0.0.1.evil.example'],
    ['no Origin at all', undefined],
  ])('should refuse a handshake from %s with 403, even with a valid cookie', async (_name, from) => {
    const result = await connect(
      url,
      from === undefined ? { cookie: cookieOf(player) } : { origin: from, cookie: cookieOf(player) },
    );
    expect(result).toEqual({ ok: false, status: 403 });
  });

  it('should stop listening when the socket closes', async () => {
    const live = app.liveUpdates;
    const subscribe = live.subscribe.bind(live);
    let listening = 0;
    live.subscribe = (playerId, listener) => {
      listening += 1;
      const stop = subscribe(playerId, listener);
      return () => {
        listening -= 1;
        stop();
      };
    };
    try {
      const open = await connectOpen(url, { origin, cookie: cookieOf(player) });
      await open.nth(1);
      expect(listening).toBe(1);
      open.socket.close();
      await open.closed();
      await expect.poll(() => listening).toBe(0);
    } finally {
      live.subscribe = subscribe;
    }
  });

  it('should answer a plain HTTP request to the websocket path without leaking anything', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/payments/ws',
      headers: { origin: 'http://localhost:80' },
      cookies: { pf_session: player.token },
    });
    expect(response.statusCode).toBe(404);
  });
});
