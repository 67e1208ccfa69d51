import { bodySummary, type BatchSummary } from './body-summary.ts';
import { checkBody as readBody, type BodyRefusal } from './check-body.ts';
import type { PageRequest } from './check-events.ts';
import type { StoredEvent, WriteResult } from './events-sink.ts';
import { EventsBusyError, EventsStorageError } from './events-storage-error.ts';

/**
 * What has a worker store the rows the intake read: the SQLite events writer, or the ClickHouse
 * intake's (`clickhouse/clickhouse-intake-writer.ts`, decision 069).
 */
export interface IntakeWriter {
  /** True while the worker's own store refuses events (the ClickHouse disk queue at its bound). */
  readonly busy?: boolean;
  /**
   * Stores valid rows; resolves once they are durable. The worker groups the writes waiting into
   * its own commits (decision 085). Rejects with `EventsBusyError` when refused for load.
   */
  writeRows(rows: readonly StoredEvent[]): Promise<WriteResult>;
  close(): Promise<void>;
}

/** A collector body as the intake read it: refused whole, or its rows held as batch `batch`. */
export type BodyCheck = BodyRefusal | ({ readonly batch: number } & BatchSummary);

/** A collector body as the intake read it, when its rows went on to be written at once. */
export type BodyRead = BodyRefusal | BatchSummary;

/** A body read and handed over in one step (decision 095): its reading, then its commit. */
export interface CheckedAndWritten {
  readonly checked: Promise<BodyRead>;
  readonly written: Promise<WriteResult>;
}

export interface SqliteEventsIntakeOptions {
  /** Its worker stores the rows the intake read; closed with the intake. */
  readonly writer: IntakeWriter;
  /**
   * Most events written and not yet answered (waiting for a commit or in one); a write past it
   * rejects with `EventsBusyError`. Unbounded by default.
   */
  readonly maxPendingEvents?: number;
}

/** A body the intake read and holds: its batch, and how many valid rows it holds. */
type HeldBatch = Extract<BodyCheck, { batch: number }>;

const EMPTY: WriteResult = { accepted: 0, duplicates: 0 };

/**
 * The collector's path on SQLite with the events' own writer, and on ClickHouse with the disk
 * queue in a worker (decision 069): the intake reads the body here, on the main thread
 * (decisions 106, 109), and holds its valid rows; the route decides on the summary (budget, all
 * rejected, the cookie), then either drops the batch or writes it. The writer's worker
 * group-commits the rows written as `KyselyEventsSink` does (the same limits, one transaction per
 * group, each event_id once, a request never split), so every answer and its durability are the
 * same; the main thread neither builds statements nor commits (decisions 067, 085): it sends
 * the rows as one string and counts the events waiting, to shed past the bound.
 */
export class SqliteEventsIntake {
  readonly #writer: IntakeWriter;
  readonly #maxPendingEvents: number;
  /** Rows of bodies read and neither written nor dropped yet, by batch. */
  readonly #held = new Map<number, readonly StoredEvent[]>();
  #lastBatch = 0;
  /** Bodies read whose batch is neither written nor dropped yet: `close` waits for them. */
  #open = 0;
  #idle: (() => void)[] = [];
  /** Events written and not answered yet. */
  #pendingEvents = 0;
  /** Writes not answered yet; `close` waits for them. */
  readonly #writing = new Set<Promise<unknown>>();
  #closed = false;

  constructor(options: SqliteEventsIntakeOptions) {
    this.#writer = options.writer;
    this.#maxPendingEvents = options.maxPendingEvents ?? Number.POSITIVE_INFINITY;
  }

  /** True while a write would be refused as too many events wait already (`EventsBusyError`). */
  get busy(): boolean {
    return this.#pendingEvents >= this.#maxPendingEvents || this.#writer.busy === true;
  }

  /** Reads a body and holds its valid rows for `write` or `drop`; a failure to read is a storage failure (503). */
  check(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck> {
    let read: ReturnType<typeof readBody>;
    try {
      read = readBody(text, receivedAt, page);
    } catch (error) {
      return Promise.reject(readFailure(error));
    }
    if ('refused' in read) return Promise.resolve(read);
    this.#open += 1;
    const batch = (this.#lastBatch += 1);
    if (read.events.length > 0) this.#held.set(batch, read.events);
    return Promise.resolve({ batch, ...bodySummary(read) });
  }

  /**
   * Reads a body and stores its valid rows in one step (decision 095), for a route that has
   * nothing left to decide after the check but the answer: it reserved the events budget for
   * `mostEvents`, the most the body can hold. Undefined when that many would not fit under the
   * pending bound, or the intake is closing: the route then takes the two steps (`check`, then
   * `write` or `drop`).
   */
  checkAndWrite(
    text: string,
    receivedAt: number,
    page: PageRequest | undefined,
    mostEvents: number,
  ): CheckedAndWritten | undefined {
    if (this.#closed || this.#pendingEvents + mostEvents > this.#maxPendingEvents) return undefined;
    let read: ReturnType<typeof readBody>;
    try {
      read = readBody(text, receivedAt, page);
    } catch (error) {
      const failed = Promise.reject(readFailure(error));
      // A route that stops at the check never awaits the commit's answer.
      failed.catch(() => {});
      return { checked: failed, written: failed };
    }
    if ('refused' in read) return { checked: Promise.resolve(read), written: Promise.resolve(EMPTY) };
    const checked = Promise.resolve(bodySummary(read));
    if (read.events.length === 0) return { checked, written: Promise.resolve(EMPTY) };
    const written = this.#store(read.events);
    // A route that stops at the check (the worker gone) never awaits the commit's answer: it
    // must not surface as an unhandled rejection.
    written.catch(() => {});
    return { checked, written };
  }

  /** Forgets a read body that will not be written. Every held batch ends in `drop` or `write`. */
  drop(batch: HeldBatch): void {
    this.#held.delete(batch.batch);
    this.#settled();
  }

  /** Stores a read body's valid rows; resolves once they are committed, like `EventsSink.write`. */
  async write(batch: HeldBatch): Promise<WriteResult> {
    const rows = this.#held.get(batch.batch);
    this.#held.delete(batch.batch);
    this.#settled();
    if (batch.valid === 0) return EMPTY;
    if (rows === undefined) throw new EventsStorageError('The events to commit are no longer held');
    if (this.#closed) throw new EventsStorageError('The events sink is closed');
    if (this.#pendingEvents + rows.length > this.#maxPendingEvents) {
      throw new EventsBusyError('Too many events are waiting to be stored');
    }
    return this.#store(rows);
  }

  /**
   * Waits for the bodies read to be written or dropped, refuses further writes, waits for the
   * writes' answers, then ends the worker.
   */
  async close(): Promise<void> {
    if (this.#open > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
    this.#closed = true;
    await Promise.allSettled(this.#writing);
    await this.#writer.close();
  }

  /** Hands rows to the writer, counted as pending until answered. */
  async #store(rows: readonly StoredEvent[]): Promise<WriteResult> {
    this.#pendingEvents += rows.length;
    const written = this.#writer.writeRows(rows);
    this.#writing.add(written);
    try {
      return await written;
    } catch (error) {
      // The worker's store refused for load: 503 EVENTS_BUSY too.
      if (error instanceof EventsBusyError) throw error;
      throw new EventsStorageError('The events commit failed', { cause: error });
    } finally {
      this.#pendingEvents -= rows.length;
      this.#writing.delete(written);
    }
  }

  #settled(): void {
    this.#open -= 1;
    if (this.#open === 0) for (const wake of this.#idle.splice(0)) wake();
  }
}

function readFailure(error: unknown): EventsStorageError {
  return new EventsStorageError('The events could not be read', { cause: error });
}
