import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { CompiledQuery, Kysely } from 'kysely';

interface ArrayReads {
  readonly raw: DatabaseSync;
  readonly statements: Map<string, StatementSync>;
}

/** The node:sqlite connection behind each SQLite Kysely instance that was registered. */
const sqliteConnections = new WeakMap<object, ArrayReads>();

/** At most this many array statements are kept prepared per connection (one per fold shape). */
const KEPT_STATEMENTS = 32;

/** Registers `raw` as the one connection behind `db`, for `arrayRows`. */
export function readsArraysFrom<DB>(db: Kysely<DB>, raw: DatabaseSync): Kysely<DB> {
  sqliteConnections.set(db, { raw, statements: new Map() });
  return db;
}

/**
 * A read's rows as arrays, its columns in select order (`Row` says their types, as `sql<T>` does): for a pass over many rows (decision 123).
 * node:sqlite's row objects have no prototype and are slow to read field by field (a week of a busy
 * stag's 63,000 events: 190 ms to fold as objects, 60 ms as arrays), so on a registered SQLite
 * connection the statement returns arrays, run while holding Kysely's one connection (no open
 * transaction of another request is read into). Elsewhere (PostgreSQL) the objects' values, in
 * the order the columns were selected.
 */
export async function arrayRows<Row extends readonly unknown[], DB = unknown>(
  db: Kysely<DB>,
  query: CompiledQuery,
): Promise<Row[]> {
  const sqlite = sqliteConnections.get(db);
  if (sqlite === undefined) {
    const { rows } = await db.executeQuery<Record<string, unknown>>(query);
    return rows.map((row) => Object.values(row) as unknown as Row);
  }
  return db.connection().execute(() => {
    let statement = sqlite.statements.get(query.sql);
    if (statement === undefined) {
      statement = sqlite.raw.prepare(query.sql);
      statement.setReturnArrays(true);
      if (sqlite.statements.size >= KEPT_STATEMENTS) sqlite.statements.clear();
      sqlite.statements.set(query.sql, statement);
    }
    // node:sqlite's types know only object rows; `setReturnArrays(true)` above made these arrays.
    const rows: unknown = statement.all(...(query.parameters as SQLInputValue[]));
    return Promise.resolve(rows as Row[]);
  });
}
