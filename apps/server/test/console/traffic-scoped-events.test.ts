import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { withScopedEvents } from '../../src/console/traffic/scoped-events.ts';
import type { Database } from '../../src/db/schema.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { eventsDatabase } from '../helpers/events-database.ts';

const START = Date.parse('2026-03-01T00:00:00Z');
const END = Date.parse('2026-03-08T00:00:00Z');

/**
 * The filtered dashboard's copy of its events (decision 092): exactly the events of the scope
 * (stag or stags, filters, the bot flag) and the time range, the columns the queries read, and
 * gone afterwards, also when a question fails. SQLite and PostgreSQL (a temporary table lives in
 * one connection there).
 */
describe.each(['sqlite', 'postgres'] as const)('a dashboard scope copied on %s', (dialect) => {
  const event = (
    id: string,
    timestamp: number,
    stag: string | null,
    extra: Record<string, unknown> = {},
    bot = 0,
  ) => asStored(makeEvent({ temp_player_id: id, timestamp, stag, ip_country: 'DE', ...extra }), bot);
  const database = eventsDatabase(dialect, 'scoped-events', () => [
    event('in-1', START, 'aff_a', { loading_time: 812.5 }),
    event('in-2', END - 1, 'aff_a', { ip_country: 'FI' }),
    event('other-stag', START + 1, 'aff_b'),
    event('no-stag', START + 2, null),
    event('before', START - 1, 'aff_a'),
    event('at-end', END, 'aff_a'),
    event('bot', START + 3, 'aff_a', {}, 1),
  ]);

  /** Whether a temporary table of that name exists on any connection (PostgreSQL's pool). */
  const exists = async (name: string) => {
    const query =
      dialect === 'sqlite'
        ? sql<{ n: number | string }>`select count(*) as n from sqlite_temp_master where name = ${name}`
        : sql<{ n: number | string }>`select count(*) as n from pg_class where relname = ${name}`;
    const { rows } = await query.execute(database.handle.db);
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
      database.handle.db,
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
      database.handle.db,
      { filters: { stag: 'aff_a', country: 'DE' }, stags: null, includeBots: true },
      START,
      END,
      visitors,
    );
    expect(everyone).toEqual(['bot', 'in-1']);
    // Its timing kept as stored.
    const timing = await withScopedEvents(
      database.handle.db,
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
        database.handle.db,
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
