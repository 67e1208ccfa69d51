import type { CompiledQuery } from 'kysely';
import { SQLITE_PRAGMAS } from '../db/kysely.ts';
import { writerActivityOf } from '../db/writer-activity.ts';
import type { PageRequest } from './check-events.ts';
import type { WriteResult } from './events-sink.ts';
import type { EventsWriter } from './events-writer.ts';
import type { InsertedRow } from './insert-statements.ts';
import {
  type BatchSummary,
  type WriterMessage,
  type WriterReply,
  type WriterSetup,
} from './sqlite-writer-protocol.ts';
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
   * Has the worker read a collector body (`checkBody`): the text is copied across as it came,
   * and the valid rows stay there, as batch `batch`, for `writeBatch` (or `dropBatch`).
   */
  async checkBody(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck> {
    const reply = await this.#ask((id) => ({ type: 'check', id, text, receivedAt, page }));
    if ('refused' in reply) return { refused: reply.refused };
    if ('checked' in reply) return { batch: reply.id, ...reply.checked };
    throw new Error('The events writer answered a check with something else');
  }

  /**
   * Stores a held batch: the worker commits it with the batches written before it that still
   * wait (decision 085); resolves once that transaction is committed.
   */
  async writeBatch(batch: number): Promise<WriteResult> {
    const reply = await this.#ask((id) => ({ type: 'write', id, batch }));
    if ('result' in reply) return reply.result;
    throw new Error('The events writer answered a write with something else');
  }

  /** Lets a held batch go (its request was refused after the check). */
  dropBatch(batch: number): void {
    this.#worker.tell({ type: 'drop', batch });
  }

  /** Lets the worker close its connection (checkpointing the WAL) and end; the group commit is idle by then. */
  close(): Promise<void> {
    return this.#worker.close();
  }

  /** The worker's reply; a database error it reports is thrown here, as a SqliteWriterError. */
  async #ask(message: (id: number) => WriterMessage): Promise<WriterReply> {
    const reply = await this.#worker.ask(message);
    if ('error' in reply) throw new SqliteWriterError(reply.error);
    return reply;
  }
}
