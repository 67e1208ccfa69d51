import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_ENDED_CLOSE_CODE } from '../../../src/routes/payments/ws.ts';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { INJECT_ORIGIN } from './payments-fixtures.ts';
import { connectOpen, type OpenSocket } from './ws-client.ts';

const PASSWORD = 'a long enough secret';

/** Two servers on one database (one on SQLite, where a second server cannot share the file). */
interface Servers {
  /** Holds the sockets. */
  readonly a: FastifyInstance;
  /** Takes the log-outs: on PostgreSQL another server than `a`. */
  readonly b: FastifyInstance;
  close(): Promise<void>;
}

async function startServers(cluster: PostgresCluster | undefined): Promise<Servers> {
  const a = await buildTestApp({ databaseUrl: cluster?.url });
  const b = cluster === undefined ? a : await buildTestApp({ databaseUrl: cluster.url });
  return {
    a: a.app,
    b: b.app,
    close: async () => {
      if (b !== a) await b.close();
      await a.close();
    },
  };
}

describe.each(['sqlite', 'postgres'] as const)('given open payments websockets on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let servers: Servers;
  let url: string;
  let origin: string;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    servers = await startServers(cluster);
    await servers.a.listen({ host: '127.0.0.1', port: 0 });
    const { port } = servers.a.server.address() as AddressInfo;
    url = `ws://127.0.0.1:${port}/api/v1/payments/ws`;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await servers.close();
    await cluster?.stop();
  });

  const where = dialect === 'postgres' ? 'on another server' : 'on the same server';

  const post = (url: string, token: string, body?: unknown) =>
    servers.b.inject({
      method: 'POST',
      url,
      headers: {
        origin: INJECT_ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      cookies: { pf_session: token },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  const sessionOf = (response: LightMyRequestResponse): string => {
    const cookie = response.cookies.find((c) => c.name === 'pf_session');
    if (cookie === undefined) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
    return cookie.value;
  };

  /** A player with two sessions (two devices), each with an open cashier socket on server A. */
  async function playerWithTwoSockets() {
    const email = `ws-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await servers.b.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { origin: INJECT_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: PASSWORD, country: 'DE', currency: 'EUR' }),
    });
    const first = sessionOf(registered);
    const second = sessionOf(
      await servers.b.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { origin: INJECT_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    const open = async (token: string) => {
      const socket = await connectOpen(url, { origin, cookie: `pf_session=${token}` });
      expect(await socket.nth(1)).toEqual({ type: 'hello' });
      return socket;
    };
    return {
      id: registered.json<{ id: string }>().id,
      first: { token: first, socket: await open(first) },
      second: { token: second, socket: await open(second) },
    };
  }

  /** The close code, failing unless it comes within a second. */
  async function closedWithinASecond(socket: OpenSocket): Promise<number> {
    const started = Date.now();
    const code = await socket.closed();
    expect(Date.now() - started).toBeLessThan(1000);
    return code;
  }

  /** The socket still follows the player's updates (published on server B). */
  async function stillOpen(socket: OpenSocket, playerId: string): Promise<void> {
    const count = socket.messages.length;
    await servers.b.liveUpdates.publish({ type: 'methods_available', playerId });
    expect(await socket.nth(count + 1, 2000)).toEqual({ type: 'methods_available' });
  }

  it(`should close the socket of a session logged out ${where} within a second, and no other`, async () => {
    const player = await playerWithTwoSockets();
    expect((await post('/api/v1/auth/logout', player.first.token)).statusCode).toBe(204);
    expect(await closedWithinASecond(player.first.socket)).toBe(SESSION_ENDED_CLOSE_CODE);
    await stillOpen(player.second.socket, player.id);
    player.second.socket.socket.close();
  });

  it(`should close every socket of the player on log out everywhere ${where}`, async () => {
    const player = await playerWithTwoSockets();
    const bystander = await playerWithTwoSockets();
    expect((await post('/api/v1/auth/logout-all', player.second.token)).statusCode).toBe(204);
    expect(await closedWithinASecond(player.first.socket)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await closedWithinASecond(player.second.socket)).toBe(SESSION_ENDED_CLOSE_CODE);
    await stillOpen(bystander.first.socket, bystander.id);
    bystander.first.socket.socket.close();
    bystander.second.socket.socket.close();
  });

  it(`should close the other sessions' sockets on a password change ${where} and keep its own`, async () => {
    const player = await playerWithTwoSockets();
    const changed = await post('/api/v1/auth/password', player.first.token, {
      currentPassword: PASSWORD,
      newPassword: 'kettle orbit lantern',
    });
    expect(changed.statusCode).toBe(204);
    expect(await closedWithinASecond(player.second.socket)).toBe(SESSION_ENDED_CLOSE_CODE);
    await stillOpen(player.first.socket, player.id);
    player.first.socket.socket.close();
  });

  it('should not forward the session ending to any socket as a message', async () => {
    const player = await playerWithTwoSockets();
    await post('/api/v1/auth/logout', player.first.token);
    await closedWithinASecond(player.first.socket);
    await stillOpen(player.second.socket, player.id);
    expect(player.second.socket.messages).toEqual([{ type: 'hello' }, { type: 'methods_available' }]);
    player.second.socket.socket.close();
  });
});
