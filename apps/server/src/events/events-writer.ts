import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { ROLLUP_EVENTS_LOCK } from '../console/rollups/rollup-lock.ts';
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
  readonly #postgres: boolean;

  /** `postgres`: each transaction holds the rollups' insert lock shared (decision 059). */
  constructor(db: Kysely<Database>, onClose: () => Promise<void> = async () => {}, postgres = false) {
    this.#db = db;
    this.#onClose = onClose;
    this.#postgres = postgres;
  }

  transaction(statements: readonly CompiledQuery<InsertedRow>[]): Promise<Set<string>> {
    return this.#db.transaction().execute(async (trx) => {
      // Before any insert takes a `seq`: the rollup updater's high-water mark waits for this
      // transaction to end, so it never passes a `seq` still to be committed.
      if (this.#postgres) await sql`select pg_advisory_xact_lock_shared(${ROLLUP_EVENTS_LOCK})`.execute(trx);
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
  return new KyselyEventsWriter(db, () => db.destroy(), true);
}
