import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { withScopedEvents } from '../../src/console/traffic/scoped-events.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import type { Database } from '../../src/db/schema.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

const START = Date.parse('2026-03-01T00:00:00Z');
const END = Date.parse('2026-03-08T00:00:00Z');

/**
 * The filtered dashboard's copy of its events (decision 092): exactly the events of the scope
 * (stag or stags, filters, the bot flag) and the time range, the columns the queries read, and
 * gone afterwards, also when a question fails. SQLite and PostgreSQL (a temporary table lives in
 * one connection there).
 */
describe.each(['sqlite', 'postgres'] as const)('a dashboard scope copied on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let handle: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-scoped-events-'));

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    const databaseUrl =
      cluster === undefined ? undefined : await cluster.createDatabase(`scoped_${randomUUID().slice(0, 8)}`);
    handle = openDatabase({ databaseUrl, dataDir });
    await migrateToLatest(handle.db);
    const sink = new KyselyEventsSink({
      db: handle.db,
      dialect: handle.dialect,
      writer: openEventsWriter(handle),
    });
    const event = (
      id: string,
      timestamp: number,
      stag: string | null,
      extra: Record<string, unknown> = {},
      bot = 0,
    ) => asStored(makeEvent({ temp_player_id: id, timestamp, stag, ip_country: 'DE', ...extra }), bot);
    await sink.write([
      event('in-1', START, 'aff_a', { loading_time: 812.5 }),
      event('in-2', END - 1, 'aff_a', { ip_country: 'FI' }),
      event('other-stag', START + 1, 'aff_b'),
      event('no-stag', START + 2, null),
      event('before', START - 1, 'aff_a'),
      event('at-end', END, 'aff_a'),
      event('bot', START + 3, 'aff_a', {}, 1),
    ]);
    await sink.close();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Whether a temporary table of that name exists on any connection (PostgreSQL's pool). */
  const exists = async (name: string) => {
    const query =
      dialect === 'sqlite'
        ? sql<{ n: number | string }>`select count(*) as n from sqlite_temp_master where name = ${name}`
        : sql<{ n: number | string }>`select count(*) as n from pg_class where relname = ${name}`;
    const { rows } = await query.execute(handle.db);
    return Number(rows[0]?.n) > 0;
  };

  const visitors = async (db: Kysely<Database>, table: string) => {
    const { rows } = await sql<{ temp_player_id: string }>`
      select temp_player_id from ${sql.table(table)} order by temp_player_id`.execute(db);
    return rows.map((row) => row.temp_player_id);
  };

  it('should hold exactly the events of the scope and range, then be gone', async () => {
    let name = '';
    const humans = await withScopedEvents(
      handle.db,
      { filters: {}, stags: ['aff_a'], includeBots: false },
      START,
      END,
      async (db, table) => {
        name = table;
        expect(await exists(table)).toBe(true);
        return visitors(db, table);
      },
    );
    expect(humans).toEqual(['in-1', 'in-2']);
    const everyone = await withScopedEvents(
      handle.db,
      { filters: { stag: 'aff_a', country: 'DE' }, stags: null, includeBots: true },
      START,
      END,
      visitors,
    );
    expect(everyone).toEqual(['bot', 'in-1']);
    // Its timing kept as stored.
    const timing = await withScopedEvents(
      handle.db,
      { filters: { stag: 'aff_a' }, stags: null, includeBots: false },
      START,
      START + 1,
      async (db, table) =>
        (await sql<{ t: number | string }>`select loading_time as t from ${sql.table(table)}`.execute(db))
          .rows,
    );
    expect(timing.map((row) => Number(row.t))).toEqual([812.5]);
    expect(await exists(name)).toBe(false);
  });

  it('should drop the copy when a question fails', async () => {
    let name = '';
    await expect(
      withScopedEvents(
        handle.db,
        { filters: {}, stags: ['aff_a'], includeBots: false },
        START,
        END,
        (_, table) => {
          name = table;
          return Promise.reject(new Error('a question failed'));
        },
      ),
    ).rejects.toThrow('a question failed');
    expect(name).not.toBe('');
    expect(await exists(name)).toBe(false);
  });
});
