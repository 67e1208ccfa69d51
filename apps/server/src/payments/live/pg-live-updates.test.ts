import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../../test/helpers/postgres.ts';
import { registerPlayer } from '../../../test/routes/payments/payments-fixtures.ts';
import { connectOpen } from '../../../test/routes/payments/ws-client.ts';
import type { LiveUpdate } from './live-updates.ts';
import { LIVE_CHANNEL, type PgLiveUpdates } from './pg-live-updates.ts';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer: an update published on
 * one reaches the subscribers and websockets of the other through LISTEN/NOTIFY.
 */
describe('given two servers on one PostgreSQL database', () => {
  let cluster: PostgresCluster;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    cluster = await startPostgres();
    a = await buildTestApp({ databaseUrl: cluster.url });
    b = await buildTestApp({ databaseUrl: cluster.url });
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await cluster.stop();
  });

  const listener = (app: TestApp) => app.app.liveUpdates as PgLiveUpdates;
  const collect = (app: TestApp, playerId: string) => {
    const received: LiveUpdate[] = [];
    const stop = app.app.liveUpdates.subscribe(playerId, (update) => received.push(update));
    return { received, stop };
  };

  it('should use LISTEN/NOTIFY on both', () => {
    expect(listener(a).listening).toBe(true);
    expect(listener(b).listening).toBe(true);
  });

  it('should deliver an update published on A to subscribers on A and B, once each, and no one else', async () => {
    const onB = collect(b, 'player-1');
    const onA = collect(a, 'player-1');
    const elsewhere = collect(b, 'player-2');
    const update: LiveUpdate = { type: 'accounts_updated', playerId: 'player-1', balances: { EUR: 500 } };
    await a.app.liveUpdates.publish(update);
    await expect.poll(() => onB.received).toEqual([update]);
    // A's own subscribers have it when publish resolves, and are not given it again by NOTIFY.
    expect(onA.received).toEqual([update]);
    await a.app.liveUpdates.publish({ type: 'player_updated', playerId: 'player-1' });
    await expect.poll(() => onB.received).toHaveLength(2);
    expect(onA.received).toEqual([update, { type: 'player_updated', playerId: 'player-1' }]);
    expect(elsewhere.received).toEqual([]);
    onA.stop();
    onB.stop();
    elsewhere.stop();
  });

  it('should push an update published on A to a websocket open on B', async () => {
    await b.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = b.app.server.address() as AddressInfo;
    // Both servers share the database, so a session made on A is valid on B.
    const player = await registerPlayer(a.app);
    const open = await connectOpen(`ws://127.0.0.1:${port}/api/v1/payments/ws`, {
      origin: `http://127.0.0.1:${port}`,
      cookie: `pf_session=${player.token}`,
    });
    expect(await open.nth(1)).toEqual({ type: 'hello' });
    await a.app.liveUpdates.publish({
      type: 'transaction_status',
      playerId: player.id,
      transactionId: 'tx-9',
      action: 'cashout',
      status: 'cancelled',
      amount: 1200,
      currency: 'EUR',
    });
    expect(await open.nth(2)).toEqual({
      type: 'transaction_status',
      transactionId: 'tx-9',
      action: 'cashout',
      status: 'cancelled',
      amount: 1200,
      currency: 'EUR',
    });
    open.socket.close();
  });

  it('should ignore a malformed notification and go on', async () => {
    const onB = collect(b, 'player-3');
    const db = a.app.database.db;
    await sql`select pg_notify(${LIVE_CHANNEL}, 'not json')`.execute(db);
    await sql`select pg_notify(${LIVE_CHANNEL}, '{"type":"player_updated"}')`.execute(db);
    await sql`select pg_notify(${LIVE_CHANNEL}, '{"from":"x","update":{"type":"player_updated"}}')`.execute(
      db,
    );
    await a.app.liveUpdates.publish({ type: 'player_updated', playerId: 'player-3' });
    await expect.poll(() => onB.received).toEqual([{ type: 'player_updated', playerId: 'player-3' }]);
    onB.stop();
  });

  it('should refuse an update too large for NOTIFY', async () => {
    const balances = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`C${i}`, i]));
    await expect(
      a.app.liveUpdates.publish({ type: 'accounts_updated', playerId: 'player-4', balances }),
    ).rejects.toThrow(RangeError);
  });

  it('should reconnect its listener after the connection is killed', async () => {
    const db = a.app.database.db;
    const onB = collect(b, 'player-5');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${LIVE_CHANNEL}`}`.execute(
      db,
    );
    // The servers notice the loss, then come back after their first backoff.
    await expect.poll(() => listener(b).listening).toBe(false);
    await expect.poll(() => listener(b).listening, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => listener(a).listening, { timeout: 10_000 }).toBe(true);
    await a.app.liveUpdates.publish({ type: 'methods_available', playerId: 'player-5' });
    await expect.poll(() => onB.received).toEqual([{ type: 'methods_available', playerId: 'player-5' }]);
    onB.stop();
  });
});
