import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { isStorageFull, StorageFullError } from './storage-full.ts';

/**
 * Prepared statements kept per SQL text. Kysely prepares every query it runs; preparing a
 * multi-row insert costs about as much as running it, so the hot statements stay prepared.
 * SQLite re-prepares a kept statement by itself after a schema change.
 */
const STATEMENT_CACHE_SIZE = 100;

/**
 * Adapts Node's built-in `node:sqlite` to the statement interface Kysely's SqliteDialect
 * expects (the better-sqlite3 shape), so the embedded database needs no native addon.
 */
export function openNodeSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path);
  const cache = new Map<string, SqliteStatement>();
  const params = (parameters: readonly unknown[]) => parameters as SQLInputValue[];
  // SQLite says only "database or disk is full": name the file, so the log says where.
  const naming = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw isStorageFull(error) ? new StorageFullError(path, { cause: error }) : error;
    }
  };

  const prepareNew = (sql: string): SqliteStatement => {
    const statement = raw.prepare(sql);
    return {
      reader: statement.columns().length > 0,
      all: (parameters) => naming(() => statement.all(...params(parameters))),
      run: (parameters) => naming(() => statement.run(...params(parameters))),
      iterate: (parameters) => statement.iterate(...params(parameters)),
    };
  };

  return {
    raw,
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (statement === undefined) {
        statement = prepareNew(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next();
          if (oldest.done !== true) cache.delete(oldest.value);
        }
      } else {
        // Least recently used goes first: move a hit to the end.
        cache.delete(sql);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
