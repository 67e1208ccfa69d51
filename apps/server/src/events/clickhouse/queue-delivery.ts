import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ClickHouseClient } from '@clickhouse/client';
import type { DiskQueue, QueuePosition } from './disk-queue.ts';
import { recordEntries, type QueueRecord, type RowFormat } from './queue-record.ts';
import { storedEventIds } from './stored-event-ids.ts';
import { TAB_SEPARATED_INSERT } from './tab-separated-rows.ts';

/** The insert that reads each format's rows (JSONEachRow: records queued before decision 082). */
const INSERTS: Readonly<Record<RowFormat, string>> = {
  TabSeparated: TAB_SEPARATED_INSERT,
  JSONEachRow: 'INSERT INTO analytics_events FORMAT JSONEachRow',
};

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

/** Whether queue position `a` comes before `b`. */
const before = (a: QueuePosition, b: QueuePosition): boolean =>
  a.seq < b.seq || (a.seq === b.seq && a.offset < b.offset);

/**
 * Ships the disk queue to ClickHouse, oldest first, one insert of up to `maxRows` rows at a time,
 * and only then marks those records delivered. Runs whenever something was appended, and keeps
 * going while full blocks wait (a partial one waits `lingerMs` for more); after a failure it
 * tries again every `retryMs` (appends meanwhile do not hasten it, so an absent ClickHouse is not
 * asked at the rate of requests).
 *
 * Never counted twice: a block that may be in ClickHouse already (left by an earlier process, or
 * sent again after a failed attempt) has its event_ids looked up on the table's primary key first,
 * the stored ones left out and an id twice in it sent once. Any other block was queued by this
 * process's sink, which refuses an id among its recent ones, more than a block spans
 * (`ClickHouseEventsSink` checks that), so it is sent as queued. A lookup before every insert cost
 * ClickHouse's CPU on the collector's cores for what only a retry needs. What still reaches the
 * table twice (a resend the sink no longer remembered, two instances) is collapsed by
 * ReplacingMergeTree, and the reports count by event_id (decision 057).
 */
export class QueueDelivery {
  readonly #options: QueueDeliveryOptions;
  #running: Promise<void> | undefined;
  /** The next run: after `lingerMs`, or `retryMs` after a failure. */
  #timer: NodeJS.Timeout | undefined;
  #schema: Promise<void> | undefined;
  #closed = false;
  /**
   * The end of what an earlier process left queued, until delivered: it may have died between
   * an insert and the removal of its segment, and a segment is delivered again whole (several
   * blocks), so every block up to here has its ids looked up first.
   */
  #leftBehind: QueuePosition | undefined;
  /** Set by a failed attempt (an insert may fail after writing its rows): its retry looks up. */
  #failedBefore = false;

  constructor(options: QueueDeliveryOptions) {
    this.#options = options;
    this.#leftBehind = options.queue.empty ? undefined : options.queue.end;
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
    this.#failedBefore = true;
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
      this.#failedBefore = false;
      if (this.#leftBehind !== undefined && !before(block.end, this.#leftBehind))
        this.#leftBehind = undefined;
      if (!untilEmpty && block.rows < maxRows) return;
      block = await queue.take(maxRows);
    }
  }

  async #ship(records: readonly QueueRecord[]): Promise<void> {
    const { client } = this.#options;
    await this.#schemaReady();
    const format = records[0]?.format;
    if (format === undefined) return;
    const mayBeStored = this.#failedBefore || this.#leftBehind !== undefined;
    const body = mayBeStored ? await this.#notStored(records) : records.map((record) => record.rows);
    if (body.length === 0) return;
    // The queue's bytes as they are: neither parsed nor encoded again.
    const result = await client.exec({
      query: INSERTS[format],
      values: Readable.from(body, { objectMode: false }),
    });
    result.stream.resume();
    await finished(result.stream);
  }

  /** The lines of `records` whose event_id ClickHouse does not hold yet, each id once. */
  async #notStored(records: readonly QueueRecord[]): Promise<Buffer[]> {
    const entries = records.map(recordEntries);
    const ids = entries.flatMap((entry) => entry.ids);
    const days = [...new Set(entries.flatMap((entry) => entry.days))];
    const stored = await storedEventIds(this.#options.client, ids, days);
    const lines: Buffer[] = [];
    for (const entry of entries) {
      entry.ids.forEach((id, index) => {
        const line = entry.lines[index];
        if (line === undefined || stored.has(id)) return;
        stored.add(id);
        lines.push(line);
      });
    }
    return lines;
  }

  #schemaReady(): Promise<void> {
    this.#schema ??= this.#options.ready().catch((error: unknown) => {
      this.#schema = undefined;
      throw error;
    });
    return this.#schema;
  }
}
