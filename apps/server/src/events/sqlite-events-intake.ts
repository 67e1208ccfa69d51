import type { PageRequest } from './check-events.ts';
import type { WriteResult } from './events-sink.ts';
import { EventsBusyError, EventsStorageError } from './events-storage-error.ts';
import { GroupCommit, GroupCommitClosedError, GroupCommitFullError } from './group-commit.ts';
import type { BodyCheck } from './sqlite-events-writer.ts';

/**
 * A worker that reads bodies and stores what it holds: the SQLite events writer, or the
 * ClickHouse intake's (`clickhouse/clickhouse-intake-writer.ts`, decision 069).
 */
export interface IntakeWriter {
  /** True while the worker's own store refuses events (the ClickHouse disk queue at its bound). */
  readonly busy?: boolean;
  checkBody(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck>;
  dropBatch(batch: number): void;
  /** Stores held batches; one result per batch, in order. Rejects with `EventsBusyError` when refused for load. */
  commitBatches(batches: readonly number[]): Promise<readonly WriteResult[]>;
  close(): Promise<void>;
}

export interface SqliteEventsIntakeOptions {
  /** Its worker reads the bodies, holds their rows and commits them; closed with the intake. */
  readonly writer: IntakeWriter;
  /** Most events one transaction takes (default 2,000: a payments write waits at most one). */
  readonly maxEventsPerCommit?: number;
  /** Most events waiting for a commit; past it `write` rejects with `EventsBusyError`. */
  readonly maxPendingEvents?: number;
}

/** A body the worker checked and holds: its id there, and how many valid rows it holds. */
type HeldBatch = Extract<BodyCheck, { batch: number }>;

const EMPTY: WriteResult = { accepted: 0, duplicates: 0 };

/**
 * The collector's path on SQLite with the events' own writer (and, the same way, on ClickHouse
 * with the disk queue in a worker, decision 069): the body's text goes to the
 * writer's worker as it came, which parses and checks it and keeps the valid rows; the route
 * decides on the summary (budget, all rejected, the cookie), then either drops the batch or
 * writes it. Writes are group-committed as `KyselyEventsSink` does (the same limits, one
 * transaction per group, each event_id once, a request never split), so every answer and its
 * durability are the same; what the main thread no longer does is parse, validate, build rows
 * and copy them to the worker (decision 067).
 */
export class SqliteEventsIntake {
  readonly #writer: IntakeWriter;
  readonly #group: GroupCommit<number, WriteResult>;
  /** Bodies checked or being checked whose batch is neither submitted nor dropped yet. */
  #inFlight = 0;
  #idle: (() => void)[] = [];

  constructor(options: SqliteEventsIntakeOptions) {
    this.#writer = options.writer;
    this.#group = new GroupCommit({
      commit: (groups) => this.#writer.commitBatches(groups.map((group) => group[0] ?? 0)),
      maxItemsPerCommit: options.maxEventsPerCommit ?? 2_000,
      maxConcurrentCommits: 1,
      ...(options.maxPendingEvents === undefined ? {} : { maxPendingItems: options.maxPendingEvents }),
    });
  }

  /** True while a write would be refused as too many events wait already (`EventsBusyError`). */
  get busy(): boolean {
    return this.#group.full || this.#writer.busy === true;
  }

  /** Reads a body in the worker; a failure there is a storage failure (503), as a commit's is. */
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
    const submitted = this.#group.submit([batch.batch], batch.valid);
    this.#settled();
    try {
      return await submitted;
    } catch (error) {
      // The worker's store refused for load (its batch is gone there): 503 EVENTS_BUSY too.
      if (error instanceof EventsBusyError) throw error;
      if (error instanceof GroupCommitFullError) {
        this.#writer.dropBatch(batch.batch);
        throw new EventsBusyError('Too many events are waiting to be stored', { cause: error });
      }
      if (error instanceof GroupCommitClosedError) {
        this.#writer.dropBatch(batch.batch);
        throw new EventsStorageError('The events sink is closed', { cause: error });
      }
      throw new EventsStorageError('The events commit failed', { cause: error });
    }
  }

  /**
   * Waits for the requests whose bodies are being checked to be written or refused, stores what
   * is pending, then refuses further writes and ends the worker.
   */
  async close(): Promise<void> {
    if (this.#inFlight > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
    await this.#group.close();
    await this.#writer.close();
  }

  #settled(): void {
    this.#inFlight -= 1;
    if (this.#inFlight === 0) for (const wake of this.#idle.splice(0)) wake();
  }
}
