import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { SQLITE_PRAGMAS } from '../db/kysely.ts';
import type { PageRequest } from './check-events.ts';
import type { WriteResult } from './events-sink.ts';
import type { EventsWriter } from './events-writer.ts';
import type { InsertedRow } from './insert-statements.ts';
import {
  CLOSE_WRITER,
  type BatchSummary,
  type WriterMessage,
  type WriterReply,
  type WriterSetup,
} from './sqlite-writer-protocol.ts';

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

interface Waiting {
  readonly resolve: (reply: WriterReply) => void;
  readonly reject: (error: unknown) => void;
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
  readonly #setup: WriterSetup;
  readonly #waiting = new Map<number, Waiting>();
  #worker: Worker | undefined;
  #next = 0;
  #closed = false;

  constructor(file: string) {
    this.#setup = { file, pragmas: SQLITE_PRAGMAS };
    this.#worker = this.#start();
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
   * and the valid rows stay there, as batch `batch`, for `commitBatches` (or `dropBatch`).
   */
  async checkBody(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck> {
    const reply = await this.#ask((id) => ({ type: 'check', id, text, receivedAt, page }));
    if ('refused' in reply) return { refused: reply.refused };
    if ('checked' in reply) return { batch: reply.id, ...reply.checked };
    throw new Error('The events writer answered a check with something else');
  }

  /** Stores held batches in one transaction; one result per batch, in order. */
  async commitBatches(batches: readonly number[]): Promise<readonly WriteResult[]> {
    const reply = await this.#ask((id) => ({ type: 'commit', id, batches }));
    if ('results' in reply) return reply.results;
    throw new Error('The events writer answered a commit with something else');
  }

  /** Lets a held batch go (its request was refused after the check). */
  dropBatch(batch: number): void {
    this.#worker?.postMessage({ type: 'drop', batch } satisfies WriterMessage);
  }

  #ask(message: (id: number) => WriterMessage): Promise<WriterReply> {
    if (this.#closed) return Promise.reject(new Error('The events writer is closed'));
    const worker = (this.#worker ??= this.#start());
    const id = (this.#next += 1);
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage(message(id));
    });
  }

  /** Lets the worker close its connection (checkpointing the WAL) and end; the group commit is idle by then. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const worker = this.#worker;
    if (worker === undefined) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage(CLOSE_WRITER);
    await exited;
  }

  #start(): Worker {
    const worker = new Worker(WORKER, { workerData: this.#setup });
    let failure: Error | undefined;
    worker.on('message', (reply: WriterReply) => {
      this.#settle(reply);
    });
    worker.on('error', (error: Error) => {
      failure = error;
    });
    worker.on('exit', (code: number) => {
      if (this.#worker === worker) this.#worker = undefined;
      const error = failure ?? new Error(`The events writer stopped (exit code ${code})`);
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    });
    return worker;
  }

  #settle(reply: WriterReply): void {
    const waiting = this.#waiting.get(reply.id);
    if (waiting === undefined) return;
    this.#waiting.delete(reply.id);
    if ('error' in reply) waiting.reject(new SqliteWriterError(reply.error));
    else waiting.resolve(reply);
  }
}
