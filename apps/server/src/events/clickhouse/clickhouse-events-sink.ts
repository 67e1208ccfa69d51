import type { ClickHouseClient } from '@clickhouse/client';
import type { EventsSink, StoredEvent, WriteResult } from '../events-sink.ts';
import { EventsBusyError, EventsStorageError } from '../events-storage-error.ts';
import { GroupCommit, GroupCommitClosedError, GroupCommitFullError } from '../group-commit.ts';
import { firstOccurrences, settle } from '../group-results.ts';
import { DiskQueue, DiskQueueFullError } from './disk-queue.ts';
import { QueueDelivery } from './queue-delivery.ts';
import { encodeLines } from './queue-record.ts';
import { RecentIds } from './recent-ids.ts';
import { tabSeparatedLine, type TabSeparatedLine } from './tab-separated-rows.ts';

export interface ClickHouseEventsSinkOptions {
  /** A client on the events' database (`clickHouseClient`); closed with the sink. */
  readonly client: ClickHouseClient;
  /** Where accepted events wait, durably, until delivered. */
  readonly queue: DiskQueue;
  /** Resolves once the schema is in place; delivery waits (events stay queued) until it does. */
  readonly ready: () => Promise<void>;
  readonly maxPendingEvents?: number;
  /** Most events one append takes (default 5,000: one write and one fsync for all of them). */
  readonly maxEventsPerAppend?: number;
  /** Most events one insert takes (default 20,000: ClickHouse wants few, large inserts). */
  readonly maxEventsPerInsert?: number;
  /** How many recent event_ids answer resends as duplicates (default 100,000). */
  readonly recentIds?: number;
  /** Pause between delivery attempts while ClickHouse is away (default 1 s). */
  readonly retryMs?: number;
  /** Longest wait of a partial block for more events before it is shipped (default 1 s). */
  readonly deliveryLingerMs?: number;
  /** Told when a delivery attempt fails (the server logs it). */
  readonly onDeliveryError?: (error: unknown) => void;
}

const EMPTY: WriteResult = { accepted: 0, duplicates: 0 };

/**
 * Stores accepted events in a local disk queue (append-only segments, one fsync per group of
 * requests) and answers once they are there; `QueueDelivery` ships the queue to ClickHouse's
 * `analytics_events` in large inserts in the background (decision 069). A 2xx therefore means
 * the events are on a local disk and will be in ClickHouse once it takes them: the collector's
 * promise, kept whether ClickHouse is fast, slow or away.
 *
 * Duplicates are answered as such within a group and against the event_ids queued recently
 * (`RecentIds`); one resent after those are forgotten is answered as accepted and dropped at
 * delivery by a lookup on the primary key. ReplacingMergeTree collapses what slips past both,
 * and the reports count by event_id: no event is counted twice.
 */
export class ClickHouseEventsSink implements EventsSink {
  readonly #client: ClickHouseClient;
  readonly #queue: DiskQueue;
  readonly #group: GroupCommit<TabSeparatedLine, WriteResult>;
  readonly #delivery: QueueDelivery;
  readonly #recent: RecentIds;

  constructor(options: ClickHouseEventsSinkOptions) {
    this.#client = options.client;
    this.#queue = options.queue;
    const recentIds = options.recentIds ?? 100_000;
    const maxEventsPerAppend = options.maxEventsPerAppend ?? 5_000;
    const maxEventsPerInsert = options.maxEventsPerInsert ?? 20_000;
    // Delivery sends a block this process queued without looking its ids up: the recent ids
    // (at least half of `recentIds`) must span a block (whole records up to the insert's size).
    if (recentIds / 2 < maxEventsPerInsert + maxEventsPerAppend) {
      throw new RangeError('recentIds must be at least twice maxEventsPerInsert + maxEventsPerAppend');
    }
    this.#recent = new RecentIds(recentIds);
    this.#delivery = new QueueDelivery({
      client: options.client,
      queue: options.queue,
      ready: options.ready,
      maxRows: maxEventsPerInsert,
      retryMs: options.retryMs ?? 1_000,
      lingerMs: options.deliveryLingerMs ?? 1_000,
      onError: options.onDeliveryError ?? (() => {}),
    });
    this.#group = new GroupCommit({
      commit: (groups) => this.#commit(groups),
      maxItemsPerCommit: maxEventsPerAppend,
      // One append at a time: what arrives during its fsync is the next group.
      maxConcurrentCommits: 1,
      ...(options.maxPendingEvents === undefined ? {} : { maxPendingItems: options.maxPendingEvents }),
    });
    // What an earlier run left queued goes first.
    if (!this.#queue.empty) this.#delivery.wake();
  }

  get busy(): boolean {
    return this.#group.full || this.#queue.full;
  }

  /** True while events wait on disk for ClickHouse. */
  get queued(): boolean {
    return !this.#queue.empty;
  }

  async write(events: readonly StoredEvent[]): Promise<WriteResult> {
    return this.writeLines(events.map(tabSeparatedLine));
  }

  /** `write` of rows the caller already wrote as lines (the intake's main thread, decision 109). */
  async writeLines(lines: readonly TabSeparatedLine[]): Promise<WriteResult> {
    if (lines.length === 0) return EMPTY;
    try {
      return await this.#group.submit(lines);
    } catch (error) {
      if (error instanceof GroupCommitFullError || error instanceof DiskQueueFullError) {
        throw new EventsBusyError('Too many events are waiting to be stored', { cause: error });
      }
      const message =
        error instanceof GroupCommitClosedError ? 'The events sink is closed' : 'The events commit failed';
      throw new EventsStorageError(message, { cause: error });
    }
  }

  /** Delivers what is queued now (tests, and the bench's "stored = sent"); rejects if it cannot. */
  async flush(): Promise<void> {
    await this.#delivery.flush();
  }

  async close(): Promise<void> {
    await this.#group.close();
    await this.#delivery.close();
    // What is still queued stays on disk: the next start delivers it.
    await this.#queue.close();
    await this.#client.close();
  }

  async #commit(groups: readonly (readonly TabSeparatedLine[])[]): Promise<readonly WriteResult[]> {
    const grouped = firstOccurrences(groups, (eventId) => this.#recent.has(eventId));
    if (grouped.rows.length > 0) {
      // A full queue rejects the whole group: 503 to each of its requests, nothing kept.
      await this.#queue.append(encodeLines(grouped.rows.map((row) => row.line)));
      for (const row of grouped.rows) this.#recent.add(row.event_id);
      this.#delivery.wake();
    }
    return settle(grouped, () => true);
  }
}
