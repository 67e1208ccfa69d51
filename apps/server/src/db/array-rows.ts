import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { CompiledQuery, Kysely } from 'kysely';

/**
 * node:sqlite statements that answer their rows as arrays, prepared once per SQL text (at most
 * `KEPT` kept: one a fold shape, a few dozen in practice; all dropped when full).
 */
export class ArrayStatements {
  static readonly KEPT = 32;
  readonly #raw: DatabaseSync;
  readonly #kept = new Map<string, StatementSync>();

  constructor(raw: DatabaseSync) {
    this.#raw = raw;
  }

  /** The rows of `sql`, each its columns in select order (`Row` says their types). */
  all<Row extends readonly unknown[]>(sql: string, parameters: readonly unknown[]): Row[] {
    let statement = this.#kept.get(sql);
    if (statement === undefined) {
      statement = this.#raw.prepare(sql);
      statement.setReturnArrays(true);
      if (this.#kept.size >= ArrayStatements.KEPT) this.#kept.clear();
      this.#kept.set(sql, statement);
    }
    // node:sqlite's types know only object rows; `setReturnArrays(true)` made these arrays.
    const rows: unknown = statement.all(...(parameters as SQLInputValue[]));
    return rows as Row[];
  }
}

/** The array statements of the node:sqlite connection behind each registered Kysely instance. */
const sqliteConnections = new WeakMap<object, ArrayStatements>();

/** Registers `raw` as the one connection behind `db`, for `arrayRows`. */
export function readsArraysFrom<DB>(db: Kysely<DB>, raw: DatabaseSync): Kysely<DB> {
  sqliteConnections.set(db, new ArrayStatements(raw));
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
  return db.connection().execute(() => Promise.resolve(sqlite.all<Row>(query.sql, query.parameters)));
}
