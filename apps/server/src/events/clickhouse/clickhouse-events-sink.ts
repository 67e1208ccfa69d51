import type { ClickHouseClient } from '@clickhouse/client';
import type { EventsSink, StoredEvent, WriteResult } from '../events-sink.ts';
import { EventsBusyError, EventsStorageError } from '../events-storage-error.ts';
import { GroupCommit, GroupCommitClosedError, GroupCommitFullError } from '../group-commit.ts';
import { firstOccurrences, settle } from '../group-results.ts';
import { stringList } from './clickhouse-literal.ts';
import { DiskQueue, DiskQueueFullError } from './disk-queue.ts';

export interface ClickHouseEventsSinkOptions {
  /** A client on the events' database (`clickHouseClient`); closed with the sink. */
  readonly client: ClickHouseClient;
  /** Where groups ClickHouse could not take wait, durably, until delivered. */
  readonly queue: DiskQueue;
  /** Resolves once the schema is in place; the sink queues on disk until it does. */
  readonly ready: () => Promise<void>;
  readonly maxPendingEvents?: number;
  /** Most events one insert takes (default 20,000: ClickHouse wants few, large inserts). */
  readonly maxEventsPerCommit?: number;
  /**
   * Groups committed at once (default 4): each is a lookup and an insert or a disk append, round
   * trips that mostly wait, so overlapping them is what keeps up with the collector.
   */
  readonly maxConcurrentCommits?: number;
  /** Inserts straight from requests at once (default 1); past it groups go through the disk queue. */
  readonly maxDirectInserts?: number;
  /** Pause between delivery attempts while ClickHouse is away (default 1 s). */
  readonly retryMs?: number;
  /** Told when a delivery attempt fails (the server logs it). */
  readonly onDeliveryError?: (error: unknown) => void;
}

const EMPTY: WriteResult = { accepted: 0, duplicates: 0 };
/** event_ids per lookup: keeps the query text far below ClickHouse's max_query_size (256 KiB). */
const LOOKUP_CHUNK = 2_000;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Stores events in ClickHouse's `analytics_events`, or, when ClickHouse does not take them,
 * durably in a local disk queue that is delivered in order once it is back. Either way a write
 * resolves only when its events are on some disk: the collector's 2xx keeps its meaning.
 *
 * Requests are group-committed (one insert per group, a few groups at once). Duplicates are
 * dropped within a group, against the groups being inserted, and against stored rows by a
 * lookup of (event_date, event_id) on the primary key; what slips through (a race between instances, a
 * redelivery after a lost answer) is collapsed by ReplacingMergeTree and never counted twice by
 * the reports, which count by event_id. While events wait on disk their duplicates against
 * stored rows cannot be known: they are answered as accepted.
 */
export class ClickHouseEventsSink implements EventsSink {
  readonly #client: ClickHouseClient;
  readonly #queue: DiskQueue;
  readonly #ready: () => Promise<void>;
  readonly #group: GroupCommit<StoredEvent, WriteResult>;
  readonly #retryMs: number;
  readonly #onDeliveryError: (error: unknown) => void;
  #schema: Promise<void> | undefined;
  #retry: NodeJS.Timeout | undefined;
  #delivering: Promise<void> | undefined;
  #closed = false;
  /** event_ids of the commits running now: a concurrent commit's lookup cannot see them yet. */
  readonly #inFlight = new Set<string>();
  /** event_ids on the disk queue (of this process: a restart forgets them, delivery still drops duplicates). */
  readonly #queuedIds = new Set<string>();
  readonly #maxDirectInserts: number;
  readonly #maxEventsPerCommit: number;
  #direct = 0;

  constructor(options: ClickHouseEventsSinkOptions) {
    this.#client = options.client;
    this.#queue = options.queue;
    this.#ready = options.ready;
    this.#retryMs = options.retryMs ?? 1_000;
    this.#maxDirectInserts = options.maxDirectInserts ?? 1;
    this.#maxEventsPerCommit = options.maxEventsPerCommit ?? 20_000;
    this.#onDeliveryError = options.onDeliveryError ?? (() => {});
    this.#group = new GroupCommit({
      commit: (groups) => this.#commit(groups),
      maxItemsPerCommit: this.#maxEventsPerCommit,
      maxConcurrentCommits: options.maxConcurrentCommits ?? 4,
      ...(options.maxPendingEvents === undefined ? {} : { maxPendingItems: options.maxPendingEvents }),
    });
    if (!this.#queue.empty) this.#scheduleDelivery(0);
  }

  get busy(): boolean {
    return this.#group.full || this.#queue.full;
  }

  /** True while events wait on disk for ClickHouse. */
  get queued(): boolean {
    return !this.#queue.empty;
  }

  async write(events: readonly StoredEvent[]): Promise<WriteResult> {
    if (events.length === 0) return EMPTY;
    try {
      return await this.#group.submit(events);
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
    await this.#deliverQueue();
  }

  async close(): Promise<void> {
    await this.#group.close();
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#delivering?.catch(() => {});
    // What is still queued stays on disk: the next start delivers it.
    await this.#client.close();
  }

  async #commit(groups: readonly (readonly StoredEvent[])[]): Promise<readonly WriteResult[]> {
    // An event another commit is storing right now is a duplicate here too.
    const grouped = firstOccurrences(groups, (eventId) => this.#inFlight.has(eventId));
    const { rows } = grouped;
    for (const row of rows) this.#inFlight.add(row.event_id);
    try {
      const stored = await this.#store(rows);
      return settle(grouped, (eventId) => !stored.has(eventId));
    } finally {
      for (const row of rows) this.#inFlight.delete(row.event_id);
    }
  }

  /**
   * Into ClickHouse, or onto the disk queue; answers the event_ids found stored already.
   * Straight in while the queue is empty and fewer than `maxDirectInserts` inserts run; else
   * the group goes to disk behind the others (a few large inserts keep up where many small ones
   * would not: each insert is a part on ClickHouse's side).
   */
  async #store(rows: readonly StoredEvent[]): Promise<Set<string>> {
    // Queued events are not in ClickHouse yet: their ids are known here.
    const known = new Set(rows.filter((row) => this.#queuedIds.has(row.event_id)).map((row) => row.event_id));
    const candidates = rows.filter((row) => !known.has(row.event_id));
    if (this.#queue.empty && this.#direct < this.#maxDirectInserts) {
      this.#direct += 1;
      try {
        return new Set([...known, ...(await this.#insert(candidates))]);
      } catch (error) {
        // ClickHouse is away (or refused): the group waits on disk and the requests are
        // answered once it is there. A full queue rejects: 503, nothing kept.
        this.#onDeliveryError(error);
        await this.#enqueue(candidates);
        this.#scheduleDelivery(this.#retryMs);
        return known;
      } finally {
        this.#direct -= 1;
      }
    }
    // No lookup here: under load it would wait on the ClickHouse the queue exists to spare.
    // Such a group's duplicates of stored rows are answered as accepted and dropped at delivery.
    await this.#enqueue(candidates);
    this.#scheduleDelivery(0);
    return known;
  }

  async #enqueue(rows: readonly StoredEvent[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#queue.append(rows);
    for (const row of rows) this.#queuedIds.add(row.event_id);
  }

  #schemaReady(): Promise<void> {
    this.#schema ??= this.#ready().catch((error: unknown) => {
      this.#schema = undefined;
      throw error;
    });
    return this.#schema;
  }

  /** Inserts the rows not stored yet; answers the event_ids that were (the duplicates). */
  async #insert(rows: readonly StoredEvent[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    await this.#schemaReady();
    const stored = await this.#storedIds(rows);
    const fresh = rows.filter((row) => !stored.has(row.event_id));
    if (fresh.length > 0) {
      await this.#client.insert({ table: 'analytics_events', values: fresh, format: 'JSONEachRow' });
    }
    return stored;
  }

  async #storedIds(rows: readonly StoredEvent[]): Promise<Set<string>> {
    const stored = new Set<string>();
    for (let start = 0; start < rows.length; start += LOOKUP_CHUNK) {
      const chunk = rows.slice(start, start + LOOKUP_CHUNK);
      const days = [...new Set(chunk.map((row) => dayOf(row.timestamp)))];
      const result = await this.#client.query({
        query: `SELECT event_id FROM analytics_events
          WHERE event_date IN ${stringList(days)} AND event_id IN ${stringList(chunk.map((row) => row.event_id))}`,
        format: 'JSONEachRow',
      });
      for (const row of await result.json<{ event_id: string }>()) stored.add(row.event_id);
    }
    return stored;
  }

  #scheduleDelivery(delayMs: number): void {
    if (this.#closed || this.#retry !== undefined || this.#delivering !== undefined) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#deliverQueue().catch((error: unknown) => {
        this.#onDeliveryError(error);
        this.#scheduleDelivery(this.#retryMs);
      });
    }, delayMs);
    this.#retry.unref();
  }

  /**
   * Delivers the queued groups oldest first, several files to one insert (up to
   * `maxEventsPerCommit`); one delivery at a time.
   */
  #deliverQueue(): Promise<void> {
    this.#delivering ??= (async () => {
      try {
        for (let next = await this.#queue.take(this.#maxEventsPerCommit); next !== undefined;) {
          await this.#insert(next.rows);
          await this.#queue.remove(next.names);
          for (const row of next.rows) this.#queuedIds.delete(row.event_id);
          next = await this.#queue.take(this.#maxEventsPerCommit);
        }
      } finally {
        this.#delivering = undefined;
      }
    })();
    return this.#delivering;
  }
}
