import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Adapts Node's built-in `node:sqlite` to the statement interface Kysely's SqliteDialect
 * expects (the better-sqlite3 shape), so the embedded database needs no native addon.
 */
export function openNodeSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path);
  return {
    raw,
    close: () => {
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = raw.prepare(sql);
      const params = (parameters: readonly unknown[]) => parameters as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...params(parameters)),
        run: (parameters) => statement.run(...params(parameters)),
        iterate: (parameters) => statement.iterate(...params(parameters)),
      };
    },
  };
}
