import type { CompiledQuery, Kysely } from 'kysely';
import type { Dialect } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import type { StoredEvent } from './events-sink.ts';
import { MultiRowInserts } from './multi-row-inserts.ts';
import { UnnestInserts } from './unnest-inserts.ts';

/** What `INSERT … RETURNING event_id` gives back: the rows inserted, not the duplicates. */
export interface InsertedRow {
  event_id: string;
}

/**
 * Builds the `INSERT … ON CONFLICT (event_id) DO NOTHING RETURNING event_id` statements that
 * store a group of rows, for one dialect. The SQL texts come from Kysely's compiler, once;
 * the hot path only fills parameters.
 */
export interface InsertStatements {
  /** The statements that insert these rows, in order; run them in one transaction. */
  for(rows: readonly StoredEvent[]): Iterable<CompiledQuery<InsertedRow>>;
}

export function insertStatements(db: Kysely<Database>, dialect: Dialect): InsertStatements {
  return dialect === 'postgres' ? new UnnestInserts(db) : new MultiRowInserts(db);
}
