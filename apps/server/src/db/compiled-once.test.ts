import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.ts';
import { openNodeSqlite } from './node-sqlite.ts';

interface Db {
  readonly people: { readonly id: string; readonly name: string; readonly team: string };
}

describe('compiledOnce', () => {
  let db: Kysely<Db>;
  beforeEach(async () => {
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: openNodeSqlite(':memory:') }) });
    await db.schema
      .createTable('people')
      .addColumn('id', 'text')
      .addColumn('name', 'text')
      .addColumn('team', 'text')
      .execute();
    await db
      .insertInto('people')
      .values([
        { id: 'a', name: 'Ada', team: 'red' },
        { id: 'b', name: 'Bo', team: 'red' },
        { id: 'c', name: 'Cy', team: 'blue' },
      ])
      .execute();
  });
  afterEach(() => db.destroy());

  it('should answer each call with its own key, as the query built per call does', async () => {
    let builds = 0;
    const team = compiledOnce((executor: Kysely<Db>, key: string) => {
      builds += 1;
      return executor
        .selectFrom('people')
        .select(['id', 'name'])
        .where('team', '=', key)
        .where('id', '!=', 'z')
        .orderBy('id');
    });
    expect(await team(db, 'red')).toEqual([
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bo' },
    ]);
    expect(await team(db, 'blue')).toEqual([{ id: 'c', name: 'Cy' }]);
    expect(await team(db, 'green')).toEqual([]);
    // The other literal ('z') stays as compiled; the query was built once for this database.
    expect(builds).toBe(1);
  });

  it('should refuse a query that does not use its key', async () => {
    const all = compiledOnce((executor: Kysely<Db>) => executor.selectFrom('people').selectAll());
    await expect(all(db, 'red')).rejects.toThrow('does not use its key');
  });
});
