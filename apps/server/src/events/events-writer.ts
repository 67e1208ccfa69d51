import type { CompiledQuery, Kysely } from 'kysely';
import { openPostgres, type DatabaseHandle } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import type { InsertedRow } from './insert-statements.ts';
import { SqliteEventsWriter } from './sqlite-events-writer.ts';

/**
 * Runs one group's insert statements in one transaction and answers the `event_id`s inserted
 * (the others were duplicates). Rejects when nothing was kept.
 */
export interface EventsWriter {
  transaction(statements: readonly CompiledQuery<InsertedRow>[]): Promise<Set<string>>;
  close(): Promise<void>;
}

/** A writer over a Kysely instance: its connection (pool) is shared with whoever else uses it. */
export class KyselyEventsWriter implements EventsWriter {
  readonly #db: Kysely<Database>;
  readonly #onClose: () => Promise<void>;

  constructor(db: Kysely<Database>, onClose: () => Promise<void> = async () => {}) {
    this.#db = db;
    this.#onClose = onClose;
  }

  transaction(statements: readonly CompiledQuery<InsertedRow>[]): Promise<Set<string>> {
    return this.#db.transaction().execute(async (trx) => {
      const ids = new Set<string>();
      for (const statement of statements) {
        const { rows } = await trx.executeQuery(statement);
        for (const row of rows) ids.add(row.event_id);
      }
      return ids;
    });
  }

  close(): Promise<void> {
    return this.#onClose();
  }
}

/** Connections PostgreSQL events commits may use, beside the app's pool of 10. */
export const POSTGRES_EVENTS_POOL = 4;

/**
 * The events' own writer, so payments' database work never queues behind events: on SQLite a
 * connection in a worker thread (`sqlite-events-writer.ts`), on PostgreSQL a pool of its own.
 */
export function openEventsWriter(handle: DatabaseHandle): EventsWriter {
  if (handle.dialect === 'sqlite') return new SqliteEventsWriter(handle.connection);
  const db = openPostgres(handle.connection, POSTGRES_EVENTS_POOL);
  return new KyselyEventsWriter(db, () => db.destroy());
}
