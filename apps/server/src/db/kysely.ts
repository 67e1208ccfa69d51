import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Database } from './schema.ts';
import { checkDatabaseUrl, describeDatabaseUrl } from './database-url.ts';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect.ts';
import { openNodeSqlite } from './node-sqlite.ts';
import { readsArraysFrom } from './array-rows.ts';
import { migrationProvider } from './migrations/index.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** For messages and logs: SQLite's file, or PostgreSQL's `user@host:port/database` (no password). */
  readonly location: string;
  /** The SQLite file or the PostgreSQL connection string: where a second connection goes. */
  readonly connection: string;
  close(): Promise<void>;
}

/**
 * The database could not be opened or brought to the latest schema at start-up; `cause` is the
 * driver's or file system's own error, which `describe-startup-error.ts` explains.
 */
export class DatabaseStartError extends Error {
  override readonly name = 'DatabaseStartError';
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, SQLite under `dataDir`. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
}

/** Opens the database the configuration names; does not migrate. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl !== undefined) {
    checkDatabaseUrl(options.databaseUrl);
    const db = openPostgres(options.databaseUrl, 10);
    const location = describeDatabaseUrl(options.databaseUrl);
    return { db, dialect: 'postgres', location, connection: options.databaseUrl, close: () => db.destroy() };
  }
  const location = join(options.dataDir, 'playfront.db');
  let db: Kysely<Database>;
  try {
    mkdirSync(options.dataDir, { recursive: true });
    db = openSqliteFile(location);
  } catch (error) {
    throw new DatabaseStartError(`Could not open the database ${location}`, { cause: error });
  }
  return { db, dialect: 'sqlite', location, connection: location, close: () => db.destroy() };
}

/** Kysely on a connection of its own to an existing SQLite file (the app's, or a worker's second one). */
export function openSqliteFile(location: string, durability: SqliteDurability = 'durable'): Kysely<Database> {
  const sqlite = openNodeSqlite(location);
  sqlite.raw.exec(`${SQLITE_PRAGMAS} PRAGMA foreign_keys = ON;`);
  if (durability === 'derived') sqlite.raw.exec('PRAGMA synchronous = NORMAL;');
  return readsArraysFrom(
    new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) }),
    sqlite.raw,
  );
}

/**
 * `derived`: a connection that writes only what is computed from stored data, each change in the
 * same transaction as the cursor it advances (the rollups' step). Its commits skip the fsync
 * (synchronous NORMAL in WAL): a crash can lose only the WAL's tail after the last fsync of any
 * connection, so such a commit is rolled back whole and redone from its cursor, never half kept;
 * and it holds the write lock for its writes only, not for a disk flush.
 */
export type SqliteDurability = 'durable' | 'derived';

/**
 * Every SQLite connection's settings: WAL lets readers run beside the writer; FULL makes each
 * commit durable before we answer; a writer finding the write lock taken waits up to 5 s.
 */
export const SQLITE_PRAGMAS =
  'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;';

/** A PostgreSQL pool of up to `max` connections behind Kysely. */
export function openPostgres(url: string, max: number): Kysely<Database> {
  // Millisecond timestamps and minor-unit amounts fit a double exactly; read int8 as numbers.
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({ connectionString: url, max, types });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new DatabaseStartError(`Database migration ${name} failed`, { cause: error });
  }
}
