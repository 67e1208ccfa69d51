/**
 * Messages between `sqlite-events-writer.ts` and its worker, `sqlite-writer-worker.ts`; the
 * ClickHouse intake's worker answers in the same replies (`clickhouse/intake-protocol.ts`).
 */
import type { WriteResult } from './events-sink.ts';
import type { WriterActivity } from '../db/writer-activity.ts';

export interface WriterSetup {
  readonly file: string;
  readonly pragmas: string;
  /** Most events one transaction takes; a body is never split, so one may exceed it alone. */
  readonly maxEventsPerCommit: number;
  /** Where the worker adds its time in transactions, for the rollups' pacing (decision 089). */
  readonly activity: WriterActivity;
}

export interface WriterStatement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/** One transaction: run every statement, answer the `event_id`s they returned. */
export interface WriterRequest {
  readonly id: number;
  readonly statements: readonly WriterStatement[];
}

/**
 * Store rows the main thread read (decision 106), as `encodeRows` wrote them. The worker commits
 * the rows it was told to write by itself, in the order they came, as many as are waiting in one
 * transaction, and answers each `{ id, result }` once its transaction is committed (decision 085).
 */
export interface WriteRows {
  readonly type: 'rows';
  readonly id: number;
  readonly rows: string;
  /** How many rows `rows` holds. */
  readonly count: number;
}

/** Close the connection and end the worker (sent alone, after every request). */
export const CLOSE_WRITER = 'close';

/** What the SQLite events writer's worker is asked (in turns, `WorkerInbox`). */
export type WriterMessage = WriterRequest | WriteRows;

export type WriterError = { readonly name: string; readonly message: string; readonly code?: string };

export type WriterReply =
  | { readonly id: number; readonly inserted: readonly string[] }
  | { readonly id: number; readonly result: WriteResult }
  | { readonly id: number; readonly error: WriterError };

/** Several replies in one message: the answers to the writes one transaction stored. */
export interface WriterReplies {
  readonly replies: readonly WriterReply[];
}
