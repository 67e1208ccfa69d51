import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { connectOpen } from '../../../test/routes/payments/ws-client.ts';
import { installErrorHandler } from '../../errors.ts';
import { createInMemoryLiveUpdates } from '../../payments/live/live-updates.ts';
import { UnauthorizedError } from '../../plugins/app/players.ts';
import type { SessionStore } from '../../players/sessions.ts';
import paymentsWs, { SESSION_ENDED_CLOSE_CODE } from './ws.ts';

/**
 * The websocket plugin alone, with a fast keepalive and a session table the test controls,
 * to see what the full app only shows after 30 s: dead clients dropped, ended sessions closed.
 */
describe('given the payments websocket with a 50 ms keepalive', () => {
  let app: FastifyInstance;
  let url: string;
  let origin: string;
  const sessions = new Map<string, string>();
  const checks: unknown[] = [];

  beforeEach(async () => {
    sessions.clear();
    checks.length = 0;
    sessions.set('token-a', 'player-a');
    app = Fastify();
    installErrorHandler(app);
    await app.register(cookie);
    const live = createInMemoryLiveUpdates();
    app.decorate('liveUpdates', live);
    app.decorate('sessions', {
      playerId: (token: string, options?: unknown) => {
        checks.push(options);
        return Promise.resolve(sessions.get(token) ?? null);
      },
    } as unknown as SessionStore);
    app.decorate('requirePlayerId', (request: FastifyRequest) => {
      const id = sessions.get(request.cookies.pf_session ?? '');
      return id === undefined ? Promise.reject(new UnauthorizedError()) : Promise.resolve(id);
    });
    await app.register(paymentsWs, { allowedOrigins: [], pingIntervalMs: 50 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    url = `ws://127.0.0.1:${port}/api/v1/payments/ws`;
    origin = `http://127.0.0.1:${port}`;
  });

  afterEach(async () => {
    await app.close();
  });

  it('should keep a client that answers pings', async () => {
    const open = await connectOpen(url, { origin, cookie: 'pf_session=token-a' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(open.socket.readyState).toBe(open.socket.OPEN);
    await app.liveUpdates.publish({ type: 'player_updated', playerId: 'player-a' });
    expect(await open.nth(2)).toEqual({ type: 'player_updated' });
    open.socket.close();
  });

  it('should drop a client that stops answering pings', async () => {
    const open = await connectOpen(url, { origin, cookie: 'pf_session=token-a' }, { autoPong: false });
    expect(await open.closed()).toBe(1006);
  });

  it('should close with 4401 once the session has ended', async () => {
    const open = await connectOpen(url, { origin, cookie: 'pf_session=token-a' });
    await open.nth(1);
    sessions.delete('token-a');
    expect(await open.closed()).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('should check the session without restarting its idle clock (an open tab is not activity)', async () => {
    const open = await connectOpen(url, { origin, cookie: 'pf_session=token-a' });
    await expect.poll(() => checks.length).toBeGreaterThanOrEqual(2);
    expect(checks).toEqual(checks.map(() => ({ touch: false })));
    open.socket.close();
  });
});
