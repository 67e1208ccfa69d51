import type { Kysely } from 'kysely';
import type { Dialect } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import type { EventsSink, StoredEvent, WriteResult } from './events-sink.ts';
import { EventsStorageError } from './events-storage-error.ts';
import { GroupCommit, GroupCommitClosedError } from './group-commit.ts';
import { insertStatements, type InsertStatements } from './insert-statements.ts';

export interface KyselyEventsSinkOptions {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * Most events one transaction takes from the queue (default 10,000). Bounds how long one
   * commit holds SQLite's writer; a request's events always share one transaction.
   */
  readonly maxEventsPerCommit?: number;
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
  readonly #db: Kysely<Database>;
  readonly #inserts: InsertStatements;
  readonly #group: GroupCommit<StoredEvent, WriteResult>;

  constructor(options: KyselyEventsSinkOptions) {
    this.#db = options.db;
    this.#inserts = insertStatements(options.db, options.dialect);
    this.#group = new GroupCommit({
      commit: (groups) => this.#commit(groups),
      maxItemsPerCommit: options.maxEventsPerCommit ?? 10_000,
      maxConcurrentCommits: options.maxConcurrentCommits ?? (options.dialect === 'sqlite' ? 1 : 4),
    });
  }

  async write(events: readonly StoredEvent[]): Promise<WriteResult> {
    if (events.length === 0) return EMPTY;
    try {
      return await this.#group.submit(events);
    } catch (error) {
      const message =
        error instanceof GroupCommitClosedError ? 'The events sink is closed' : 'The events commit failed';
      throw new EventsStorageError(message, { cause: error });
    }
  }

  close(): Promise<void> {
    return this.#group.close();
  }

  async #commit(groups: readonly (readonly StoredEvent[])[]): Promise<WriteResult[]> {
    // The first occurrence of each event_id in the group, and the result of its request.
    const rows: StoredEvent[] = [];
    const owners: { accepted: number; duplicates: number }[] = [];
    const seen = new Set<string>();
    const results = groups.map((events) => {
      const result = { accepted: 0, duplicates: 0 };
      for (const event of events) {
        if (seen.has(event.event_id)) {
          result.duplicates += 1;
        } else {
          seen.add(event.event_id);
          rows.push(event);
          owners.push(result);
        }
      }
      return result;
    });

    const inserted = await this.#db.transaction().execute(async (trx) => {
      const ids = new Set<string>();
      for (const statement of this.#inserts.for(rows)) {
        const { rows: returned } = await trx.executeQuery(statement);
        for (const row of returned) ids.add(row.event_id);
      }
      return ids;
    });

    rows.forEach((row, index) => {
      const owner = owners[index];
      if (owner === undefined) return;
      if (inserted.has(row.event_id)) owner.accepted += 1;
      else owner.duplicates += 1;
    });
    return results;
  }
}
