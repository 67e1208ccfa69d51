import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect.ts';
import { openNodeSqlite } from './node-sqlite.ts';

interface Db {
  readonly counters: { readonly id: number; readonly n: number };
}

/**
 * A read-then-write transaction while another connection (a worker thread's, in the app) wants
 * to write: begun IMMEDIATE, it holds the write lock from its first read, so the other writer is
 * the one that waits; begun DEFERRED (Kysely's default), the other commits in between and this
 * transaction's first write fails with SQLITE_BUSY, which no busy timeout retries.
 */
describe('given another connection writing in the middle of a transaction', () => {
  let folder: string;
  let db: Kysely<Db>;
  let other: DatabaseSync;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'playfront-immediate-'));
    const file = join(folder, 'test.db');
    const sqlite = openNodeSqlite(file);
    sqlite.raw.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 1000;');
    db = new Kysely<Db>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
    await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
    await db.insertInto('counters').values({ id: 1, n: 0 }).execute();
    other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 0');
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('should commit its read-then-write, the other writer being refused the lock meanwhile', async () => {
    let otherWrote = true;
    await db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('counters')
        .select('n')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      try {
        other.exec('update counters set n = n + 100 where id = 1');
      } catch {
        otherWrote = false;
      }
      await trx
        .updateTable('counters')
        .set({ n: n + 1 })
        .where('id', '=', 1)
        .execute();
    });
    expect(otherWrote).toBe(false);
    expect(await db.selectFrom('counters').select('n').executeTakeFirstOrThrow()).toEqual({ n: 1 });
  });
});
