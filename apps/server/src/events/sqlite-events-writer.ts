import type { CompiledQuery } from 'kysely';
import { SQLITE_PRAGMAS } from '../db/kysely.ts';
import { writerActivityOf } from '../db/writer-activity.ts';
import type { BodyRefusal } from './check-body.ts';
import type { PageRequest } from './check-events.ts';
import type { WriteResult } from './events-sink.ts';
import type { EventsWriter } from './events-writer.ts';
import type { InsertedRow } from './insert-statements.ts';
import {
  type BatchSummary,
  type CheckAndWrite,
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
export type BodyCheck = BodyRefusal | ({ readonly batch: number } & BatchSummary);

/** A collector body as the worker read it, when its rows went on to be committed at once. */
export type BodyRead = BodyRefusal | BatchSummary;

/** A body read and committed in one message (decision 095): its reading, then its commit. */
export interface CheckedAndWritten {
  readonly checked: Promise<BodyRead>;
  readonly written: Promise<WriteResult>;
}

/** The first answer of a `check-write` message: the body's reading. */
export function bodyReadOf(reply: WriterReply, name: string): BodyRead {
  if ('refused' in reply) return { refused: reply.refused };
  if ('checked' in reply) return reply.checked;
  throw new Error(`${name} answered a check with something else`);
}

/**
 * Sends a body as one `check-write` message (decision 095) to a worker of either kind: the reply
 * to its reading, then the one to its commit.
 */
export function sendCheckAndWrite(
  worker: {
    askTwice(
      message: (id: number, writeId: number) => CheckAndWrite,
    ): [Promise<WriterReply>, Promise<WriterReply>];
  },
  text: string,
  receivedAt: number,
  page: PageRequest | undefined,
): [Promise<WriterReply>, Promise<WriterReply>] {
  return worker.askTwice((id, writeId) => ({ type: 'check-write', id, writeId, text, receivedAt, page }));
}

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

  /**
   * Has the worker read a collector body and commit its valid rows with the next group, with no
   * write message to wait for (decision 095): for a route that reserved, before, whatever the
   * body could take.
   */
  checkAndWrite(text: string, receivedAt: number, page: PageRequest | undefined): CheckedAndWritten {
    const [checked, written] = sendCheckAndWrite(this.#worker, text, receivedAt, page);
    return {
      checked: this.#raise(checked).then((reply) => bodyReadOf(reply, 'The events writer')),
      written: this.#raise(written).then((reply) => {
        if ('result' in reply) return reply.result;
        throw new Error('The events writer answered a write with something else');
      }),
    };
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
  #ask(message: (id: number) => WriterMessage): Promise<WriterReply> {
    return this.#raise(this.#worker.ask(message));
  }

  async #raise(answer: Promise<WriterReply>): Promise<WriterReply> {
    const reply = await answer;
    if ('error' in reply) throw new SqliteWriterError(reply.error);
    return reply;
  }
}
