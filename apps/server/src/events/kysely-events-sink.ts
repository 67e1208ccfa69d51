import type { Kysely } from 'kysely';
import type { Dialect } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import type { EventsSink, StoredEvent, WriteResult } from './events-sink.ts';
import { EventsBusyError, EventsStorageError } from './events-storage-error.ts';
import { KyselyEventsWriter, type EventsWriter } from './events-writer.ts';
import { GroupCommit, GroupCommitClosedError, GroupCommitFullError } from './group-commit.ts';
import { firstOccurrences, settle } from './group-results.ts';
import { insertStatements, type InsertStatements } from './insert-statements.ts';

export interface KyselyEventsSinkOptions {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * Runs the transactions; closed with the sink. By default one on `db` itself; the app gives
   * the events a writer of their own (`openEventsWriter`), so payments never queue behind them.
   */
  readonly writer?: EventsWriter;
  /**
   * Most events one transaction takes from the queue (default 2,000 on SQLite, 10,000 on
   * PostgreSQL). Bounds how long one commit holds SQLite's write lock, which a payments write
   * waits for; a request's events always share one transaction.
   */
  readonly maxEventsPerCommit?: number;
  /** Most events waiting for a commit; past it `write` rejects with `EventsBusyError`. */
  readonly maxPendingEvents?: number;
  /**
   * Transactions running at once (default: 1 on SQLite, its single connection writes one at a
   * time; 4 on PostgreSQL, to overlap round trips and fsyncs, within the pool of 10).
   */
  readonly maxConcurrentCommits?: number;
}

const EMPTY: WriteResult = { accepted: 0, duplicates: 0 };

/**
 * Stores events in `analytics_events` through Kysely, on SQLite or PostgreSQL.
 *
 * Concurrent writes are group-committed: the events of every request waiting at that moment go
 * into one transaction (chunked multi-row inserts on SQLite, `unnest` inserts on PostgreSQL),
 * and each request's promise resolves after that commit. Duplicates are dropped twice over: by event_id within the group (the first
 * occurrence wins), and against stored rows by `ON CONFLICT (event_id) DO NOTHING`.
 * One transaction per group means a failed commit keeps nothing of any request in it.
 */
export class KyselyEventsSink implements EventsSink {
  readonly #writer: EventsWriter;
  readonly #inserts: InsertStatements;
  readonly #group: GroupCommit<StoredEvent, WriteResult>;

  constructor(options: KyselyEventsSinkOptions) {
    const sqlite = options.dialect === 'sqlite';
    this.#writer =
      options.writer ?? new KyselyEventsWriter(options.db, undefined, options.dialect === 'postgres');
    this.#inserts = insertStatements(options.db, options.dialect);
    this.#group = new GroupCommit({
      commit: (groups) => this.#commit(groups),
      maxItemsPerCommit: options.maxEventsPerCommit ?? (sqlite ? 2_000 : 10_000),
      maxConcurrentCommits: options.maxConcurrentCommits ?? (sqlite ? 1 : 4),
      ...(options.maxPendingEvents === undefined ? {} : { maxPendingItems: options.maxPendingEvents }),
    });
  }

  get busy(): boolean {
    return this.#group.full;
  }

  async write(events: readonly StoredEvent[]): Promise<WriteResult> {
    if (events.length === 0) return EMPTY;
    try {
      return await this.#group.submit(events);
    } catch (error) {
      if (error instanceof GroupCommitFullError) {
        throw new EventsBusyError('Too many events are waiting to be stored', { cause: error });
      }
      const message =
        error instanceof GroupCommitClosedError ? 'The events sink is closed' : 'The events commit failed';
      throw new EventsStorageError(message, { cause: error });
    }
  }

  async close(): Promise<void> {
    await this.#group.close();
    await this.#writer.close();
  }

  async #commit(groups: readonly (readonly StoredEvent[])[]): Promise<readonly WriteResult[]> {
    const grouped = firstOccurrences(groups);
    const inserted = await this.#writer.transaction([...this.#inserts.for(grouped.rows)]);
    return settle(grouped, (eventId) => inserted.has(eventId));
  }
}
