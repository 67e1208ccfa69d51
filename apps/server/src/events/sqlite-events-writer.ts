import type { CompiledQuery } from 'kysely';
import { SQLITE_PRAGMAS } from '../db/kysely.ts';
import type { PageRequest } from './check-events.ts';
import type { WriteResult } from './events-sink.ts';
import type { EventsWriter } from './events-writer.ts';
import type { InsertedRow } from './insert-statements.ts';
import {
  type BatchSummary,
  type ReadReply,
  type ReaderMessage,
  type WriterMessage,
  type WriterReply,
  type WriterSetup,
} from './sqlite-writer-protocol.ts';
import { WorkerRequests } from './worker-requests.ts';

const WORKER = new URL('./sqlite-writer-worker.ts', import.meta.url);
const READER = new URL('./body-reader-worker.ts', import.meta.url);

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
export type BodyCheck =
  | { readonly refused: { readonly code: string; readonly message: string } }
  | ({ readonly batch: number } & BatchSummary);

/**
 * Events commits on their own SQLite connection in a worker thread. node:sqlite runs
 * statements synchronously: on the main thread a commit (inserts, then fsync) stops every
 * request for its length, payments ones included. In the worker it does not; payments reads
 * never wait (WAL), and a payments write waits for the write lock at most one events commit.
 * A worker that stops (it cannot open the file, it crashed) fails what it held; the next
 * transaction starts a new one, so the collector answers 503 meanwhile rather than for good.
 */
export class SqliteEventsWriter implements EventsWriter {
  readonly #worker: WorkerRequests<WriterMessage>;
  /** Reads collector bodies (parse, shape, each event's checks) off both other threads. */
  readonly #reader: WorkerRequests<ReaderMessage, never, ReadReply>;
  /** Checked bodies' rows as the reader encoded them, by batch id, until committed or dropped. */
  readonly #held = new Map<number, { readonly rows: string; readonly count: number }>();
  readonly mergesCommits = true;

  constructor(file: string) {
    const setup: WriterSetup = { file, pragmas: SQLITE_PRAGMAS };
    this.#worker = new WorkerRequests({ url: WORKER, workerData: setup, name: 'The events writer' });
    this.#reader = new WorkerRequests({ url: READER, workerData: null, name: 'The events body reader' });
  }

  async transaction(statements: readonly CompiledQuery<InsertedRow>[]): Promise<Set<string>> {
    const reply = await this.#ask((id) => ({
      id,
      statements: statements.map(({ sql, parameters }) => ({ sql, parameters })),
    }));
    return new Set('inserted' in reply ? reply.inserted : []);
  }

  /**
   * Has the reader read a collector body (`checkBody`): the text is copied across as it came, and
   * the valid rows come back encoded, held here as batch `batch` for `commitBatches` (or
   * `dropBatch`). The main thread neither parses them nor builds a row.
   */
  async checkBody(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck> {
    const reply = await this.#reader.ask((id) => ({ type: 'check', id, text, receivedAt, page }));
    if ('error' in reply) throw new SqliteWriterError(reply.error);
    if ('refused' in reply) return { refused: reply.refused };
    if (reply.checked.valid > 0) this.#held.set(reply.id, { rows: reply.rows, count: reply.checked.valid });
    return { batch: reply.id, ...reply.checked };
  }

  /** Stores held batches in one transaction; one result per batch, in order. */
  async commitBatches(batches: readonly number[]): Promise<readonly WriteResult[]> {
    const bodies: string[] = [];
    let rows = 0;
    for (const batch of batches) {
      const held = this.#held.get(batch);
      this.#held.delete(batch);
      if (held === undefined) throw new Error('The events to commit are no longer held');
      bodies.push(held.rows);
      rows += held.count;
    }
    const reply = await this.#ask((id) => ({ type: 'commit-rows', id, bodies, rows }));
    if ('results' in reply) return reply.results;
    throw new Error('The events writer answered a commit with something else');
  }

  /** Lets a held batch go (its request was refused after the check). */
  dropBatch(batch: number): void {
    this.#held.delete(batch);
  }

  /** Ends the reader, then lets the writer close its connection (checkpointing the WAL); the group commit is idle by then. */
  async close(): Promise<void> {
    await this.#reader.close();
    await this.#worker.close();
  }

  /** The worker's reply; a database error it reports is thrown here, as a SqliteWriterError. */
  async #ask(message: (id: number) => WriterMessage): Promise<WriterReply> {
    const reply = await this.#worker.ask(message);
    if ('error' in reply) throw new SqliteWriterError(reply.error);
    return reply;
  }
}
