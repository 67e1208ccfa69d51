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
      const result = await this.#db
        .deleteFrom('analytics_events')
        .where('event_id', 'in', (eb) =>
          eb.selectFrom('analytics_events').select('event_id').where('received_at', '<', cutoff).limit(BATCH),
        )
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      total += deleted;
      if (deleted < BATCH) return total;
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
