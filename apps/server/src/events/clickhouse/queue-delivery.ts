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
  readonly onError: (error: unknown) => void;
}

/**
 * Ships the disk queue to ClickHouse, oldest first, one insert of up to `maxRows` rows at a time,
 * and only then marks those records delivered. Runs whenever something was appended, and keeps
 * going while anything waits; after a failure it tries again every `retryMs` (appends meanwhile
 * do not hasten it, so an absent ClickHouse is not asked at the rate of requests).
 *
 * Never counted twice: before each insert the block's event_ids are looked up on the table's
 * primary key and the stored ones left out (a redelivery after a crash or a lost answer, a resend
 * the sink no longer remembered), and an id twice in a block is sent once. What still slips
 * through (two instances at once) ReplacingMergeTree collapses and the reports count by event_id.
 */
export class QueueDelivery {
  readonly #options: QueueDeliveryOptions;
  #running: Promise<void> | undefined;
  #retry: NodeJS.Timeout | undefined;
  #schema: Promise<void> | undefined;
  #closed = false;

  constructor(options: QueueDeliveryOptions) {
    this.#options = options;
  }

  /** Something was appended (or is left from an earlier run): deliver it soon. */
  wake(): void {
    if (this.#closed || this.#running !== undefined || this.#retry !== undefined) return;
    this.#start().then(
      () => {
        this.#again();
      },
      (error: unknown) => {
        this.#failed(error);
      },
    );
  }

  /** Delivers everything queued now, waiting for a run under way; rejects if ClickHouse fails. */
  async flush(): Promise<void> {
    clearTimeout(this.#retry);
    this.#retry = undefined;
    await this.#running?.catch(() => {});
    await this.#start();
    this.#again();
  }

  /** Stops delivering (after the insert under way); what is queued stays for the next start. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#running?.catch(() => {});
  }

  /** An append woken during a run's last read is still waiting: run again. */
  #again(): void {
    if (!this.#options.queue.empty) this.wake();
  }

  #failed(error: unknown): void {
    this.#options.onError(error);
    if (this.#closed || this.#retry !== undefined) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.wake();
    }, this.#options.retryMs);
    this.#retry.unref();
  }

  #start(): Promise<void> {
    this.#running ??= this.#deliverAll().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #deliverAll(): Promise<void> {
    const { queue, maxRows } = this.#options;
    for (let block = await queue.take(maxRows); block !== undefined && !this.#closed;) {
      await this.#ship(block.records);
      await queue.delivered(block.end);
      block = await queue.take(maxRows);
    }
  }

  async #ship(records: readonly QueueRecord[]): Promise<void> {
    const { client } = this.#options;
    await this.#schemaReady();
    const ids = records.flatMap((record) => record.ids);
    const days = [...new Set(records.flatMap((record) => record.days))];
    const stored = await storedEventIds(client, ids, days);
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
