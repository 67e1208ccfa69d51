import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { EVENT_COLUMNS } from './event-columns.ts';
import type { StoredEvent } from './events-sink.ts';
import type { InsertedRow, InsertStatements } from './insert-statements.ts';

/** Bound parameters one SQLite statement may hold in Node's build (SQLITE_MAX_VARIABLE_NUMBER). */
export const SQLITE_MAX_PARAMETERS = 32_766;

/**
 * Rows in the largest insert: 64 rows, 1,408 parameters. Measured fastest per row; larger
 * statements cost more to step than they save in calls, and stay far below the limit.
 */
export const MAX_ROWS_PER_INSERT = 64;

/**
 * SQLite: chunked multi-row `INSERT … VALUES (…), (…)`, one parameter per value.
 *
 * Row counts are powers of two (64, then 32, 16, … 1 for the rest), so only seven SQL texts
 * ever exist; each stays prepared in the driver's statement cache.
 */
export class MultiRowInserts implements InsertStatements {
  readonly #db: Kysely<Database>;
  readonly #sqlByRows = new Map<number, string>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  *for(rows: readonly StoredEvent[]): Generator<CompiledQuery<InsertedRow>> {
    let start = 0;
    while (start < rows.length) {
      const size = chunkSize(rows.length - start);
      yield CompiledQuery.raw(this.#sql(size), parameters(rows, start, size));
      start += size;
    }
  }

  #sql(rows: number): string {
    let text = this.#sqlByRows.get(rows);
    if (text === undefined) {
      const placeholder = Object.fromEntries(EVENT_COLUMNS.map((column) => [column, null])) as never;
      const compiled = this.#db
        .insertInto('analytics_events')
        .values(Array.from({ length: rows }, () => placeholder))
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .compile();
      const count = compiled.parameters.length;
      if (count !== rows * EVENT_COLUMNS.length || count > SQLITE_MAX_PARAMETERS) {
        throw new Error(`The events insert of ${rows} rows compiled to ${count} parameters`);
      }
      text = compiled.sql;
      this.#sqlByRows.set(rows, text);
    }
    return text;
  }
}

/** The largest power of two not above `remaining`, capped at MAX_ROWS_PER_INSERT. */
function chunkSize(remaining: number): number {
  if (remaining >= MAX_ROWS_PER_INSERT) return MAX_ROWS_PER_INSERT;
  return 2 ** Math.floor(Math.log2(remaining));
}

function parameters(rows: readonly StoredEvent[], start: number, size: number): unknown[] {
  const values = new Array<unknown>(size * EVENT_COLUMNS.length);
  let next = 0;
  for (let index = start; index < start + size; index += 1) {
    const row = rows[index] as StoredEvent;
    for (const column of EVENT_COLUMNS) {
      values[next] = row[column];
      next += 1;
    }
  }
  return values;
}
