import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { SQLITE_PRAGMAS } from '../db/kysely.ts';
import type { EventsWriter } from './events-writer.ts';
import type { InsertedRow } from './insert-statements.ts';
import {
  CLOSE_WRITER,
  type WriterReply,
  type WriterRequest,
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
  readonly resolve: (ids: Set<string>) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Events commits on their own SQLite connection in a worker thread. node:sqlite runs
 * statements synchronously: on the main thread a commit (inserts, then fsync) stops every
 * request for its length, payments ones included. In the worker it does not; payments reads
 * never wait (WAL), and a payments write waits for the write lock at most one events commit.
 */
export class SqliteEventsWriter implements EventsWriter {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #next = 0;
  #failure: Error | undefined;

  constructor(file: string) {
    const setup: WriterSetup = { file, pragmas: SQLITE_PRAGMAS };
    this.#worker = new Worker(WORKER, { workerData: setup });
    this.#worker.on('message', (reply: WriterReply) => {
      this.#settle(reply);
    });
    this.#worker.on('error', (error: Error) => {
      this.#fail(error);
    });
    this.#worker.on('exit', (code: number) => {
      this.#fail(new Error(`The events writer stopped (exit code ${code})`));
    });
  }

  transaction(statements: readonly CompiledQuery<InsertedRow>[]): Promise<Set<string>> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    const id = (this.#next += 1);
    const request: WriterRequest = {
      id,
      statements: statements.map(({ sql, parameters }) => ({ sql, parameters })),
    };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }

  /** Lets the worker close its connection (checkpointing the WAL) and end; the group commit is idle by then. */
  async close(): Promise<void> {
    if (this.#failure !== undefined) return;
    this.#failure = new Error('The events writer is closed');
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    this.#worker.postMessage(CLOSE_WRITER);
    await exited;
  }

  #settle(reply: WriterReply): void {
    const waiting = this.#waiting.get(reply.id);
    if (waiting === undefined) return;
    this.#waiting.delete(reply.id);
    if ('error' in reply) waiting.reject(new SqliteWriterError(reply.error));
    else waiting.resolve(new Set(reply.inserted));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
