import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { EVENTS_PATH, type AnalyticsEvent } from '@playfront/contracts';
import { stringLiteral } from '../../../src/events/clickhouse/clickhouse-literal.ts';
import { migrateClickHouse } from '../../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../../src/events/clickhouse/clickhouse-settings.ts';
import { ClickHousePlayerEvents } from '../../../src/privacy/clickhouse-player-events.ts';
import { EVENTS_SETTLE_MS, finishEventsErasure } from '../../../src/privacy/finish-events-erasure.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';
import {
  clickHouseEnv,
  eventsDelivered,
  startClickHouse,
  type ClickHouseServer,
} from '../../helpers/clickhouse.ts';
import { exportOf, registerAttributedPlayer, requestErasure } from './privacy-helpers.ts';

/**
 * With events on ClickHouse (EVENTS_CLICKHOUSE_URL, decision 057) while the app's database is
 * SQLite: the export reads the player's events from ClickHouse, and the erasure pseudonymises
 * them there (a mutation ClickHouse applies in the background).
 */
describe('given events on ClickHouse', () => {
  let server: ClickHouseServer;
  let testApp: TestApp;
  let reader: ClickHouseClient;
  const database = 'playfront_privacy';

  beforeAll(async () => {
    server = await startClickHouse();
    testApp = await buildTestApp({
      env: {
        ...clickHouseEnv(server, database),
      },
    });
    reader = clickHouseClient({ ...server, database });
  });

  afterAll(async () => {
    await (reader as ClickHouseClient | undefined)?.close();
    await (testApp as TestApp | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  const sendEvents = async (events: readonly AnalyticsEvent[]) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${EVENTS_PATH}?no-cookie=true`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(events),
    });
    expect(response.json()).toMatchObject({ accepted: events.length });
    // A 2xx means queued on disk (decision 069): ClickHouse has the events once it is delivered.
    await eventsDelivered(testApp.dataDir);
  };

  /** Rows of ClickHouse naming `where`, once each (a row sent twice may not be merged yet). */
  const countWhere = async (where: string) => {
    const result = await reader.query({
      query: `SELECT uniqExact(event_id) AS n FROM analytics_events WHERE ${where}`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ n: number }>();
    return row?.n ?? 0;
  };

  /** ClickHouse's key for a visitor id. */
  const hashOf = async (visitorId: string) => {
    const result = await reader.query({
      query: `SELECT hex(sipHash128(${stringLiteral(visitorId)})) AS hash`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ hash: string }>();
    return row?.hash;
  };

  const waitFor = async (where: string, expected: number) => {
    const deadline = Date.now() + 20_000;
    let count = await countWhere(where);
    while (count !== expected && Date.now() < deadline) {
      await sleep(100);
      count = await countWhere(where);
    }
    return count;
  };

  it('should export the player’s events from ClickHouse, and nobody else’s', async () => {
    const player = await registerAttributedPlayer(testApp.app);
    const other = await registerAttributedPlayer(testApp.app);
    const mine = [
      makeEvent({ user_id: player.id, temp_player_id: player.visitorId }),
      makeEvent({ user_id: null, temp_player_id: player.visitorId }),
      makeEvent({ user_id: player.id, temp_player_id: 'phone-browser' }),
    ];
    await sendEvents(mine);
    await sendEvents([makeEvent({ user_id: other.id, temp_player_id: other.visitorId })]);
    expect(await waitFor(`user_id = ${stringLiteral(other.id)}`, 1)).toBe(1);

    const data = await exportOf(testApp.app, player);

    expect(data.events.map((e) => e.event_id).sort()).toEqual(
      mine.map((e) => e.event_id.toLowerCase()).sort(),
    );
    expect(JSON.stringify(data)).not.toContain(other.id);
    const local = await testApp.app.database.db.selectFrom('analytics_events').select('event_id').execute();
    expect(local).toEqual([]);
  });

  it('should pseudonymise the erased player’s events in ClickHouse and leave others’', async () => {
    const player = await registerAttributedPlayer(testApp.app);
    const other = await registerAttributedPlayer(testApp.app);
    await sendEvents([
      makeEvent({ user_id: player.id, temp_player_id: player.visitorId }),
      makeEvent({ user_id: null, temp_player_id: player.visitorId }),
      makeEvent({ user_id: other.id, temp_player_id: other.visitorId }),
    ]);
    const naming = `(user_id = ${stringLiteral(player.id)} OR temp_player_id = ${stringLiteral(player.visitorId)})`;
    expect(await waitFor(naming, 2)).toBe(2);
    // The player's first device kept beside the money, under their visitor's hash (decision 120).
    const devices = testApp.app.clickHouseReporting?.devices;
    await devices?.catchUp();
    const keptRow = () =>
      testApp.app.database.db
        .selectFrom('player_devices')
        .selectAll()
        .where('player_id', '=', player.id)
        .executeTakeFirst();
    const kept = await keptRow();
    expect(kept?.visitor_hash).toBe(await hashOf(player.visitorId));

    expect((await requestErasure(testApp.app, player)).statusCode).toBe(200);
    // The hash of the erased visitor id goes with the erasure.
    expect(await keptRow()).toBeUndefined();

    const erasure = await testApp.app.database.db
      .selectFrom('player_erasures')
      .selectAll()
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(erasure.pending_visitor_ids).toBe(JSON.stringify([player.visitorId]));
    expect(await waitFor(naming, 0)).toBe(0);
    expect(await waitFor(`temp_player_id = ${stringLiteral(erasure.pseudonym)}`, 2)).toBe(2);
    expect(await countWhere(`user_id = ${stringLiteral(other.id)}`)).toBe(1);
    // Looked up again under the pseudonym: the same device.
    await devices?.catchUp();
    const pseudonymous = { ...kept, visitor_hash: await hashOf(erasure.pseudonym) };
    expect(await keptRow()).toEqual(pseudonymous);
    // Once the events step is done the row is looked up once more (it may have been looked up
    // before the events were relabelled), to the same answer.
    const events = new ClickHousePlayerEvents(reader, () => Promise.resolve());
    const settled = () => erasure.requested_at + EVENTS_SETTLE_MS;
    const db = testApp.app.database.db;
    expect(await finishEventsErasure(db, events, { playerId: player.id, now: settled })).toBe(1);
    expect(await keptRow()).toBeUndefined();
    await devices?.catchUp();
    expect(await keptRow()).toEqual(pseudonymous);
  });

  it('should close the account while ClickHouse is down, and pseudonymise the events once it is back', async () => {
    const player = await registerAttributedPlayer(testApp.app);
    await sendEvents([makeEvent({ user_id: player.id, temp_player_id: player.visitorId })]);
    const naming = `(user_id = ${stringLiteral(player.id)} OR temp_player_id = ${stringLiteral(player.visitorId)})`;
    expect(await waitFor(naming, 1)).toBe(1);

    await server.kill();
    try {
      // The account closes all the same; the events step waits for ClickHouse.
      expect((await requestErasure(testApp.app, player)).statusCode).toBe(200);
    } finally {
      await server.start();
    }
    const { db } = testApp.app.database;
    const erasure = await db
      .selectFrom('player_erasures')
      .selectAll()
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(erasure.events_done_at).toBeNull();
    expect(await countWhere(naming)).toBe(1);

    // What the server's sweep does every minute, here at once and past the settle time.
    const settings = { ...server, database };
    const client = clickHouseClient(settings);
    try {
      const events = new ClickHousePlayerEvents(client, () => migrateClickHouse(settings));
      const later = () => erasure.requested_at + EVENTS_SETTLE_MS;
      expect(await finishEventsErasure(db, events, { playerId: player.id, now: later })).toBe(1);
    } finally {
      await client.close();
    }
    expect(await waitFor(naming, 0)).toBe(0);
    expect(await waitFor(`user_id = ${stringLiteral(erasure.pseudonym)}`, 1)).toBe(1);
  });
});
