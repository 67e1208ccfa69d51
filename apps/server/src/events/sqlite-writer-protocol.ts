/**
 * Messages between `sqlite-events-writer.ts` and its worker, `sqlite-writer-worker.ts`, and the
 * body checks and batches the ClickHouse intake's worker is sent (`clickhouse/intake-protocol.ts`).
 */
import type { RejectedEvent } from '@playfront/contracts';
import type { BodyRefusal } from './check-body.ts';
import type { PageRequest } from './check-events.ts';
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
 * Read a collector body (`checkBody`) and hold its valid rows as batch `id`, until a
 * `WriteBatch` stores them or a `DropBatch` lets them go. Answers `checked` or `refused`.
 */
export interface CheckBody {
  readonly type: 'check';
  readonly id: number;
  readonly text: string;
  readonly receivedAt: number;
  readonly page: PageRequest | undefined;
}

/**
 * Read a collector body and queue its valid rows for the next commit at once, without waiting
 * for the route (decision 095): the route has already reserved what the body could take of the
 * events budget and of the pending bound, so nothing it decides after the check can refuse the
 * rows. Answered twice: under `id`, `checked` or `refused` as soon as it is read; under `writeId`,
 * the commit's `result` or `error` (an empty result at once when no row was queued).
 */
export interface CheckAndWrite {
  readonly type: 'check-write';
  readonly id: number;
  readonly writeId: number;
  readonly text: string;
  readonly receivedAt: number;
  readonly page: PageRequest | undefined;
}

/** Forget a held batch (the request was refused after its check). No answer. */
export interface DropBatch {
  readonly type: 'drop';
  readonly batch: number;
}

/**
 * Store a held batch. The worker commits the batches it was told to write by itself, in the
 * order they came, as many as are waiting in one transaction (each event_id once), and answers
 * each `{ id, result }` once its transaction is committed (decision 085).
 */
export interface WriteBatch {
  readonly type: 'write';
  readonly id: number;
  readonly batch: number;
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

/** Close the connection and end the worker. */
export const CLOSE_WRITER = 'close';

/** What the SQLite events writer's worker is sent. */
export type WriterMessage = WriterRequest | WriteRows | typeof CLOSE_WRITER;

/** What the check of a body found; the valid rows stay in the worker. */
export interface BatchSummary {
  /** Items the body held, valid or not (what the events budget counts). */
  readonly items: number;
  /** Valid events held. */
  readonly valid: number;
  readonly rejected: RejectedEvent[];
  /** The temp_player_id of the last valid event that has one (the visitor cookie's candidate). */
  readonly visitorId: string | null;
}

export type WriterError = { readonly name: string; readonly message: string; readonly code?: string };

export type WriterReply =
  | { readonly id: number; readonly inserted: readonly string[] }
  | { readonly id: number; readonly checked: BatchSummary }
  | ({ readonly id: number } & BodyRefusal)
  | { readonly id: number; readonly result: WriteResult }
  | { readonly id: number; readonly error: WriterError };

/** Several replies in one message: the answers to the writes one transaction stored. */
export interface WriterReplies {
  readonly replies: readonly WriterReply[];
}
