import type { ClickHouseClient } from '@clickhouse/client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Removes raw analytics events received before a time, where the collector keeps them. */
export interface EventsRetention {
  /** Answers how many went, or null when the store removes them in the background (ClickHouse). */
  deleteReceivedBefore(cutoff: number): Promise<number | null>;
}

/** Rows per delete: a short write each, so the collector's inserts interleave. */
const BATCH = 5000;

/** Events in the app's database: deleted in batches until a batch comes back short. */
export class SqlEventsRetention implements EventsRetention {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async deleteReceivedBefore(cutoff: number): Promise<number> {
    let total = 0;
    for (;;) {
      // Found by a read first, then deleted by id: no index leads by received_at (every collector
      // insert would pay for one), and a DELETE that scanned for them would hold SQLite's write
      // lock through the scan, making the events writer wait (a read in WAL mode blocks no one).
      const old = await this.#db
        .selectFrom('analytics_events')
        .select('event_id')
        .where('received_at', '<', cutoff)
        .limit(BATCH)
        .execute();
      if (old.length === 0) return total;
      const result = await this.#db
        .deleteFrom('analytics_events')
        .where(
          'event_id',
          'in',
          old.map((row) => row.event_id),
        )
        .executeTakeFirst();
      total += Number(result.numDeletedRows);
      if (old.length < BATCH) return total;
    }
  }
}

/**
 * Events on ClickHouse (decision 057): one `ALTER TABLE … DELETE` mutation, which ClickHouse
 * applies in the background. The hourly rollup is aggregates and stays.
 */
export class ClickHouseEventsRetention implements EventsRetention {
  readonly #client: ClickHouseClient;
  readonly #ready: () => Promise<void>;

  constructor(client: ClickHouseClient, ready: () => Promise<void>) {
    this.#client = client;
    this.#ready = ready;
  }

  async deleteReceivedBefore(cutoff: number): Promise<null> {
    await this.#ready();
    await this.#client.command({
      query: `ALTER TABLE analytics_events DELETE WHERE received_at < ${Math.floor(cutoff)}`,
    });
    return null;
  }
}
