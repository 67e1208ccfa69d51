import type { CompiledQuery } from 'kysely';
import { SQLITE_PRAGMAS } from '../db/kysely.ts';
import { writerActivityOf } from '../db/writer-activity.ts';
import type { StoredEvent, WriteResult } from './events-sink.ts';
import type { EventsWriter } from './events-writer.ts';
import type { InsertedRow } from './insert-statements.ts';
import { encodeRows } from './row-text.ts';
import type { IntakeWriter } from './sqlite-events-intake.ts';
import type { WriterMessage, WriterReply, WriterSetup } from './sqlite-writer-protocol.ts';
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

/**
 * Events commits on their own SQLite connection in a worker thread. node:sqlite runs
 * statements synchronously: on the main thread a commit (inserts, then fsync) stops every
 * request for its length, payments ones included. In the worker it does not; payments reads
 * never wait (WAL), and a payments write waits for the write lock at most one events commit.
 * A worker that stops (it cannot open the file, it crashed) fails what it held; the next
 * transaction starts a new one, so the collector answers 503 meanwhile rather than for good.
 *
 * The collector's bodies are read on the main thread (`SqliteEventsIntake`), and their valid
 * rows cross to the worker as one string each (decision 106): the worker, busy with inserts and
 * fsyncs, was the collector's narrowest point, and reading a body there took a fifth of its time.
 */
export class SqliteEventsWriter implements EventsWriter, IntakeWriter {
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

  /** Has the worker commit rows the intake read with the next group; resolves once committed. */
  async writeRows(rows: readonly StoredEvent[]): Promise<WriteResult> {
    const reply = await this.#ask((id) => ({ type: 'rows', id, rows: encodeRows(rows), count: rows.length }));
    if ('result' in reply) return reply.result;
    throw new Error('The events writer answered a write with something else');
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
