import type { PageRequest } from './check-events.ts';
import type { WriteResult } from './events-sink.ts';
import { EventsBusyError, EventsStorageError } from './events-storage-error.ts';
import type { BodyCheck, BodyRead, CheckedAndWritten } from './sqlite-events-writer.ts';

/**
 * What reads bodies and has a worker store their rows: the SQLite events writer, or the
 * ClickHouse intake's (`clickhouse/clickhouse-intake-writer.ts`, decision 069).
 */
export interface IntakeWriter {
  /** True while the worker's own store refuses events (the ClickHouse disk queue at its bound). */
  readonly busy?: boolean;
  checkBody(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck>;
  dropBatch(batch: number): void;
  /**
   * Reads a body and stores its valid rows with no write message to wait for (decision 095):
   * `checked` once read, `written` once durable (at once, empty, when nothing was valid).
   */
  checkAndWrite(text: string, receivedAt: number, page: PageRequest | undefined): CheckedAndWritten;
  /**
   * Stores a held batch; resolves once it is durable. The worker groups the batches waiting into
   * its own commits (decision 085). Rejects with `EventsBusyError` when refused for load.
   */
  writeBatch(batch: number): Promise<WriteResult>;
  close(): Promise<void>;
}

export interface SqliteEventsIntakeOptions {
  /** Its worker reads the bodies, holds their rows and commits them; closed with the intake. */
  readonly writer: IntakeWriter;
  /**
   * Most events written and not yet answered (waiting for a commit or in one); a write past it
   * rejects with `EventsBusyError`. Unbounded by default.
   */
  readonly maxPendingEvents?: number;
}

/** A body the worker checked and holds: its id there, and how many valid rows it holds. */
type HeldBatch = Extract<BodyCheck, { batch: number }>;

const EMPTY: WriteResult = { accepted: 0, duplicates: 0 };

/**
 * The collector's path on SQLite with the events' own writer (and, the same way, on ClickHouse
 * with the disk queue in a worker, decision 069): the writer reads the body (on SQLite on the
 * main thread, decision 106; on ClickHouse in its worker) and holds its valid rows; the route
 * decides on the summary (budget, all rejected, the cookie), then either drops the batch or
 * writes it. The worker group-commits the written batches as `KyselyEventsSink` does (the same
 * limits, one transaction per group, each event_id once, a request never split), so every answer
 * and its durability are the same; what the main thread no longer does is build statements and
 * copy rows as objects to the worker (decisions 067, 106), nor hand each group to the worker to
 * commit (decision 085): it only counts the events waiting, to shed past the bound.
 */
export class SqliteEventsIntake {
  readonly #writer: IntakeWriter;
  readonly #maxPendingEvents: number;
  /** Events written and not answered yet. */
  #pendingEvents = 0;
  /** Bodies checked or being checked whose batch is neither written nor dropped yet. */
  #inFlight = 0;
  #idle: (() => void)[] = [];
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

  /** Reads a body; a failure there is a storage failure (503), as a commit's is. */
  async check(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck> {
    this.#inFlight += 1;
    try {
      const checked = await this.#writer.checkBody(text, receivedAt, page);
      if ('refused' in checked) this.#settled();
      return checked;
    } catch (error) {
      this.#settled();
      throw new EventsStorageError('The events writer could not read the events', { cause: error });
    }
  }

  /**
   * Reads a body and stores its valid rows in one hand-over (decision 095), for a route that has
   * nothing left to decide after the check but the answer: it reserved the events budget for
   * `mostEvents`, the most the body can hold, and this reserves as much of the pending bound until
   * the check says how many are valid. Undefined when that does not fit, or the intake is
   * closing: the route then takes the two steps (`check`, then `write` or `drop`).
   */
  checkAndWrite(
    text: string,
    receivedAt: number,
    page: PageRequest | undefined,
    mostEvents: number,
  ): CheckedAndWritten | undefined {
    if (this.#closed || this.#pendingEvents + mostEvents > this.#maxPendingEvents) return undefined;
    this.#pendingEvents += mostEvents;
    this.#inFlight += 1;
    const { checked, written } = this.#writer.checkAndWrite(text, receivedAt, page);
    // Reserved until the check says how many are valid; those stay pending until their commit.
    // Only ever lowered, whichever answer's handlers run first.
    let reserved = mostEvents;
    const keep = (events: number): void => {
      const next = Math.min(events, reserved);
      this.#pendingEvents -= reserved - next;
      reserved = next;
    };
    const read = checked
      .then(
        (body: BodyRead) => {
          keep('refused' in body ? 0 : body.valid);
          return body;
        },
        (error: unknown) => {
          keep(0);
          throw new EventsStorageError('The events writer could not read the events', { cause: error });
        },
      )
      .finally(() => {
        this.#settled();
      });
    const stored = written
      .catch((error: unknown) => {
        if (error instanceof EventsBusyError) throw error;
        throw new EventsStorageError('The events commit failed', { cause: error });
      })
      .finally(() => {
        keep(0);
        this.#writing.delete(stored);
      });
    this.#writing.add(stored);
    // A route that stops at the check (its body refused, or the worker gone) never awaits the
    // commit's answer: it must not surface as an unhandled rejection.
    stored.catch(() => {});
    return { checked: read, written: stored };
  }

  /** Forgets a checked body that will not be written. Every checked batch ends in `drop` or `write`. */
  drop(batch: HeldBatch): void {
    if (batch.valid > 0) this.#writer.dropBatch(batch.batch);
    this.#settled();
  }

  /** Stores a checked body's valid rows; resolves once they are committed, like `EventsSink.write`. */
  async write(batch: HeldBatch): Promise<WriteResult> {
    if (batch.valid === 0) {
      this.#settled();
      return EMPTY;
    }
    if (this.#closed || this.#pendingEvents + batch.valid > this.#maxPendingEvents) {
      this.#writer.dropBatch(batch.batch);
      this.#settled();
      if (this.#closed) throw new EventsStorageError('The events sink is closed');
      throw new EventsBusyError('Too many events are waiting to be stored');
    }
    this.#pendingEvents += batch.valid;
    const written = this.#writer.writeBatch(batch.batch);
    this.#writing.add(written);
    this.#settled();
    try {
      return await written;
    } catch (error) {
      // The worker's store refused for load (its batch is gone there): 503 EVENTS_BUSY too.
      if (error instanceof EventsBusyError) throw error;
      throw new EventsStorageError('The events commit failed', { cause: error });
    } finally {
      this.#pendingEvents -= batch.valid;
      this.#writing.delete(written);
    }
  }

  /**
   * Waits for the requests whose bodies are being checked to be written or refused, refuses
   * further writes, waits for the writes' answers, then ends the worker.
   */
  async close(): Promise<void> {
    if (this.#inFlight > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
    this.#closed = true;
    await Promise.allSettled(this.#writing);
    await this.#writer.close();
  }

  #settled(): void {
    this.#inFlight -= 1;
    if (this.#inFlight === 0) for (const wake of this.#idle.splice(0)) wake();
  }
}
