import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arrayRows, readsArraysFrom } from './array-rows.ts';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect.ts';
import { openNodeSqlite } from './node-sqlite.ts';

interface Db {
  readonly items: { readonly id: number; readonly name: string | null };
}

/**
 * Decision 123: the fold's reads go to node:sqlite as arrays, past Kysely's statements but not
 * past its one connection: a read asked while another request's transaction is open waits for it,
 * so it never sees a write that may yet be rolled back.
 */
describe('given a SQLite connection read as arrays', () => {
  let folder: string;
  let db: Kysely<Db>;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'playfront-array-rows-'));
    const sqlite = openNodeSqlite(join(folder, 'test.db'));
    sqlite.raw.exec('PRAGMA journal_mode = WAL;');
    db = readsArraysFrom(
      new Kysely<Db>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) }),
      sqlite.raw,
    );
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'a' },
        { id: 2, name: null },
      ])
      .execute();
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  const read = () =>
    arrayRows<[number, string | null, number], Db>(
      db,
      sql`select id, name, id * ${10} as ten from items order by id`.compile(db),
    );

  it('should give each row as its columns in select order', async () => {
    expect(await read()).toEqual([
      [1, 'a', 10],
      [2, null, 20],
    ]);
  });

  it('should wait for an open transaction instead of reading into it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const wrote = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('items').values({ id: 3, name: 'never' }).execute();
        inserted();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    await wrote;
    const reading = read();
    release();
    await expect(rolledBack).resolves.toBeInstanceOf(Error);
    expect((await reading).map(([id]) => id)).toEqual([1, 2]);
  });

  it('should read through Kysely as arrays where no connection is registered', async () => {
    const plain = new Kysely<Db>({
      dialect: new ImmediateSqliteDialect({ database: openNodeSqlite(join(folder, 'test.db')) }),
    });
    try {
      expect(await arrayRows(plain, sql`select name, id from items order by id`.compile(plain))).toEqual([
        ['a', 1],
        [null, 2],
      ]);
    } finally {
      await plain.destroy();
    }
  });
});
