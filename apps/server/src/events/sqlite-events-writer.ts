import type { CompiledQuery } from 'kysely';
import { SQLITE_PRAGMAS } from '../db/kysely.ts';
import { writerActivityOf } from '../db/writer-activity.ts';
import { bodySummary } from './body-check-reply.ts';
import { checkBody as readBody, type BodyRefusal } from './check-body.ts';
import type { PageRequest } from './check-events.ts';
import type { StoredEvent, WriteResult } from './events-sink.ts';
import type { EventsWriter } from './events-writer.ts';
import type { InsertedRow } from './insert-statements.ts';
import { encodeRows } from './row-text.ts';
import type { BatchSummary, WriterMessage, WriterReply, WriterSetup } from './sqlite-writer-protocol.ts';
import { WorkerRequests } from './worker-requests.ts';

const WORKER = new URL('./sqlite-writer-worker.ts', import.meta.url);

/** A database error as the worker reported it, with its name and SQLite code. */
export class SqliteWriterError extends Error {
  readonly code: string | undefined;
  constructor(error: { name: string; message: string; code?: string }) {
    super(error.message);
    this.name = error.name;
    this.code = error.code;
  }
}

/** A collector body as the worker read it: refused whole, or held there as batch `batch`. */
export type BodyCheck = BodyRefusal | ({ readonly batch: number } & BatchSummary);

/** A collector body as the worker read it, when its rows went on to be committed at once. */
export type BodyRead = BodyRefusal | BatchSummary;

/** A body read and committed in one message (decision 095): its reading, then its commit. */
export interface CheckedAndWritten {
  readonly checked: Promise<BodyRead>;
  readonly written: Promise<WriteResult>;
}

const NOTHING_WRITTEN: WriteResult = { accepted: 0, duplicates: 0 };

/**
 * Events commits on their own SQLite connection in a worker thread. node:sqlite runs
 * statements synchronously: on the main thread a commit (inserts, then fsync) stops every
 * request for its length, payments ones included. In the worker it does not; payments reads
 * never wait (WAL), and a payments write waits for the write lock at most one events commit.
 * A worker that stops (it cannot open the file, it crashed) fails what it held; the next
 * transaction starts a new one, so the collector answers 503 meanwhile rather than for good.
 *
 * The collector's bodies are read here, on the main thread, and their valid rows cross to the
 * worker as one string each (decision 106): the worker, busy with inserts and fsyncs, was the
 * collector's narrowest point, and reading a body there took a fifth of its time.
 */
export class SqliteEventsWriter implements EventsWriter {
  readonly #worker: WorkerRequests<WriterMessage>;
  /** Rows of bodies read and not yet written or dropped, by batch. */
  readonly #held = new Map<number, readonly StoredEvent[]>();
  #lastBatch = 0;

  /** `maxEventsPerCommit`: most events one transaction takes (default 2,000: a payments write waits at most one). */
  constructor(file: string, options: { readonly maxEventsPerCommit?: number } = {}) {
    const setup: WriterSetup = {
      file,
      pragmas: SQLITE_PRAGMAS,
      maxEventsPerCommit: options.maxEventsPerCommit ?? 2_000,
      activity: writerActivityOf(file),
    };
    this.#worker = new WorkerRequests({ url: WORKER, workerData: setup, name: 'The events writer' });
  }

  async transaction(statements: readonly CompiledQuery<InsertedRow>[]): Promise<Set<string>> {
    const reply = await this.#ask((id) => ({
      id,
      statements: statements.map(({ sql, parameters }) => ({ sql, parameters })),
    }));
    return new Set('inserted' in reply ? reply.inserted : []);
  }

  /**
   * Reads a collector body (`checkBody`) and holds its valid rows, as batch `batch`, for
   * `writeBatch` (or `dropBatch`).
   */
  async checkBody(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck> {
    const body = readBody(text, receivedAt, page);
    if ('refused' in body) return { refused: body.refused };
    const batch = (this.#lastBatch += 1);
    if (body.events.length > 0) this.#held.set(batch, body.events);
    return Promise.resolve({ batch, ...bodySummary(body) });
  }

  /**
   * Stores a held batch: the worker commits it with the rows written before it that still wait
   * (decision 085); resolves once that transaction is committed.
   */
  async writeBatch(batch: number): Promise<WriteResult> {
    const rows = this.#held.get(batch);
    this.#held.delete(batch);
    if (rows === undefined) throw new Error('The events to commit are no longer held');
    return this.#writeRows(rows);
  }

  /**
   * Reads a collector body and sends its valid rows to be committed with the next group
   * (decision 095): for a route that reserved, before, whatever the body could take.
   */
  checkAndWrite(text: string, receivedAt: number, page: PageRequest | undefined): CheckedAndWritten {
    let body: ReturnType<typeof readBody>;
    try {
      body = readBody(text, receivedAt, page);
    } catch (error) {
      const failed = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      return { checked: failed, written: failed };
    }
    if ('refused' in body) {
      return {
        checked: Promise.resolve({ refused: body.refused }),
        written: Promise.resolve(NOTHING_WRITTEN),
      };
    }
    return {
      checked: Promise.resolve(bodySummary(body)),
      written: body.events.length === 0 ? Promise.resolve(NOTHING_WRITTEN) : this.#writeRows(body.events),
    };
  }

  /** Lets a held batch go (its request was refused after the check). */
  dropBatch(batch: number): void {
    this.#held.delete(batch);
  }

  /** Lets the worker close its connection (checkpointing the WAL) and end; the group commit is idle by then. */
  close(): Promise<void> {
    return this.#worker.close();
  }

  /** Has the worker commit rows with the next group; resolves once committed. */
  async #writeRows(rows: readonly StoredEvent[]): Promise<WriteResult> {
    const reply = await this.#ask((id) => ({ type: 'rows', id, rows: encodeRows(rows), count: rows.length }));
    if ('result' in reply) return reply.result;
    throw new Error('The events writer answered a write with something else');
  }

  /** The worker's reply; a database error it reports is thrown here, as a SqliteWriterError. */
  #ask(message: (id: number) => WriterMessage): Promise<WriterReply> {
    return this.#raise(this.#worker.ask(message));
  }

  async #raise(answer: Promise<WriterReply>): Promise<WriterReply> {
    const reply = await answer;
    if ('error' in reply) throw new SqliteWriterError(reply.error);
    return reply;
  }
}
