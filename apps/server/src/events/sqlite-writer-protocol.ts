/**
 * Messages between `sqlite-events-writer.ts` and its two workers: the body reader
 * (`body-reader-worker.ts`) and the writer (`sqlite-writer-worker.ts`); the ClickHouse intake's
 * worker speaks the batch part of it (`CheckBody`, `DropBatch`, `CommitBatches`).
 */
import type { RejectedEvent } from '@playfront/contracts';
import type { PageRequest } from './check-events.ts';
import type { WriteResult } from './events-sink.ts';

export interface WriterSetup {
  readonly file: string;
  readonly pragmas: string;
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
 * `CommitBatches` stores them or a `DropBatch` lets them go. Answers a `CheckReply`.
 */
export interface CheckBody {
  readonly type: 'check';
  readonly id: number;
  readonly text: string;
  readonly receivedAt: number;
  readonly page: PageRequest | undefined;
}

/** Forget a held batch (the request was refused after its check). No answer. */
export interface DropBatch {
  readonly type: 'drop';
  readonly batch: number;
}

/** Store held batches in one transaction, each event_id once; answers a `CommitReply`. */
export interface CommitBatches {
  readonly type: 'commit';
  readonly id: number;
  readonly batches: readonly number[];
}

/**
 * Store checked bodies' rows in one transaction, each event_id once; answers a `CommitReply`.
 * Each entry is one body's rows as the reader encoded them (`ReadReply.rows`).
 */
export interface CommitRows {
  readonly type: 'commit-rows';
  readonly id: number;
  readonly bodies: readonly string[];
  /** How many rows the bodies hold in all (a transaction takes at most about 2,000). */
  readonly rows: number;
}

/** Close the connection and end the worker. */
export const CLOSE_WRITER = 'close';

/** What the SQLite events writer's worker is sent. */
export type WriterMessage = WriterRequest | CommitRows | typeof CLOSE_WRITER;

/** What the body reader's worker is sent. */
export type ReaderMessage = CheckBody | typeof CLOSE_WRITER;

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

/**
 * The body reader's answer: the body refused whole, or its summary with its valid rows as JSON
 * text, an array of each row's values in EVENT_COLUMNS' order (`EventRowValues[]`). A string
 * crosses threads as one copy, where rows as objects are cloned value by value with every key.
 */
export type ReadReply =
  | { readonly id: number; readonly checked: BatchSummary; readonly rows: string }
  | { readonly id: number; readonly refused: { readonly code: string; readonly message: string } }
  | { readonly id: number; readonly error: WriterError };

export type WriterReply =
  | { readonly id: number; readonly inserted: readonly string[] }
  | { readonly id: number; readonly checked: BatchSummary }
  | { readonly id: number; readonly refused: { readonly code: string; readonly message: string } }
  | { readonly id: number; readonly results: readonly WriteResult[] }
  | { readonly id: number; readonly error: WriterError };
