/** Messages between `sqlite-events-writer.ts` and its worker, `sqlite-writer-worker.ts`. */

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

/** Close the connection and end the worker. */
export const CLOSE_WRITER = 'close';

export type WriterReply =
  | { readonly id: number; readonly inserted: readonly string[] }
  | { readonly id: number; readonly error: { name: string; message: string; code?: string } };
