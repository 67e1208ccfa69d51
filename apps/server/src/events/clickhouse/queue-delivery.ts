import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ClickHouseClient } from '@clickhouse/client';
import type { DiskQueue } from './disk-queue.ts';
import type { QueueRecord } from './queue-record.ts';
import { storedEventIds } from './stored-event-ids.ts';

export interface QueueDeliveryOptions {
  readonly client: ClickHouseClient;
  readonly queue: DiskQueue;
  /** Resolves once the schema is in place; retried on the next attempt when it rejects. */
  readonly ready: () => Promise<void>;
  /** Most rows one insert takes (whole records; ClickHouse wants few, large inserts). */
  readonly maxRows: number;
  /** Pause before trying again after a failure (ClickHouse away or refusing). */
  readonly retryMs: number;
  /**
   * How long appended events wait to be shipped with those that follow, unless `maxRows` are
   * waiting already: each insert is a part for ClickHouse to write and merge, on the cores and
   * disk the collector uses, so a few large ones cost far less than many small ones.
   */
  readonly lingerMs: number;
  readonly onError: (error: unknown) => void;
}

/**
 * Ships the disk queue to ClickHouse, oldest first, one insert of up to `maxRows` rows at a time,
 * and only then marks those records delivered. Runs whenever something was appended, and keeps
 * going while full blocks wait (a partial one waits `lingerMs` for more); after a failure it tries again every `retryMs` (appends meanwhile
 * do not hasten it, so an absent ClickHouse is not asked at the rate of requests).
 *
 * Never counted twice: an id twice in a block is sent once; a block that may be in ClickHouse
 * already (left by an earlier process, or sent again after a failed attempt) has its event_ids
 * looked up on the table's primary key first and the stored ones left out. A lookup before every
 * insert cost ClickHouse's CPU on the collector's cores for what only a retry needs. What still
 * reaches the table twice (a resend the sink no longer remembered, two instances) is collapsed
 * by ReplacingMergeTree, and the reports count by event_id (decision 057).
 */
export class QueueDelivery {
  readonly #options: QueueDeliveryOptions;
  #running: Promise<void> | undefined;
  /** The next run: after `lingerMs`, or `retryMs` after a failure. */
  #timer: NodeJS.Timeout | undefined;
  #schema: Promise<void> | undefined;
  #closed = false;
  /**
   * Whether the next insert looks its ids up first: while what is queued may be in ClickHouse
   * already, i.e. records an earlier process left (it may have died between an insert and its
   * removal) and after a failed attempt (an insert may fail after writing its rows).
   */
  #mayBeStored: boolean;

  constructor(options: QueueDeliveryOptions) {
    this.#options = options;
    this.#mayBeStored = !options.queue.empty;
    // The schema at start, so that ClickHouse's tables are there before the first delivery; one
    // that fails (ClickHouse away) is tried again by that delivery.
    this.#schemaReady().catch(() => {});
  }

  /** Something was appended (or is left from an earlier run): deliver it within `lingerMs`. */
  wake(): void {
    this.#schedule(this.#options.lingerMs);
  }

  /** Delivers everything queued now, waiting for a run under way; rejects if ClickHouse fails. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => {});
    await this.#start(true);
    this.#again();
  }

  /** Stops delivering (after the insert under way); what is queued stays for the next start. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#running?.catch(() => {});
  }

  #schedule(delayMs: number): void {
    if (this.#closed || this.#running !== undefined || this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#start(false).then(
        () => {
          this.#again();
        },
        (error: unknown) => {
          this.#failed(error);
        },
      );
    }, delayMs);
    this.#timer.unref();
  }

  /** Whatever is left after a run (a partial block, an append during it) goes on the next. */
  #again(): void {
    if (!this.#options.queue.empty) this.wake();
  }

  #failed(error: unknown): void {
    this.#mayBeStored = true;
    this.#options.onError(error);
    this.#schedule(this.#options.retryMs);
  }

  #start(untilEmpty: boolean): Promise<void> {
    this.#running ??= this.#deliverAll(untilEmpty).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Ships full blocks while there are (every block when `untilEmpty`); a partial one lingers. */
  async #deliverAll(untilEmpty: boolean): Promise<void> {
    const { queue, maxRows } = this.#options;
    for (let block = await queue.take(maxRows); block !== undefined && !this.#closed;) {
      await this.#ship(block.records);
      await queue.delivered(block.end);
      // Everything before `end` is in: what follows was never sent, unless an earlier run left it.
      this.#mayBeStored = false;
      if (!untilEmpty && block.rows < maxRows) return;
      block = await queue.take(maxRows);
    }
  }

  async #ship(records: readonly QueueRecord[]): Promise<void> {
    const { client } = this.#options;
    await this.#schemaReady();
    const ids = records.flatMap((record) => record.ids);
    const days = [...new Set(records.flatMap((record) => record.days))];
    const stored = this.#mayBeStored ? await storedEventIds(client, ids, days) : new Set<string>();
    const body: string[] = [];
    for (const record of records) {
      record.ids.forEach((id, index) => {
        const line = record.lines[index];
        if (line === undefined || stored.has(id)) return;
        stored.add(id);
        body.push(line);
      });
    }
    if (body.length === 0) return;
    // The rows are already JSONEachRow lines: sent as they are, not parsed and serialized again.
    const result = await client.exec({
      query: 'INSERT INTO analytics_events FORMAT JSONEachRow',
      values: Readable.from([Buffer.from(body.join(''), 'utf8')], { objectMode: false }),
    });
    result.stream.resume();
    await finished(result.stream);
  }

  #schemaReady(): Promise<void> {
    this.#schema ??= this.#options.ready().catch((error: unknown) => {
      this.#schema = undefined;
      throw error;
    });
    return this.#schema;
  }
}
