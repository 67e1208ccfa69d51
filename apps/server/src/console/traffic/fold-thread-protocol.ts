import type { SQLInputValue } from 'node:sqlite';
import type { FoldedPeriod, FoldPart, FoldQuestions } from './traffic-fold.ts';

/** What a fold thread is started with: the SQLite file it reads. */
export interface FoldThreadSetup {
  readonly file: string;
}

/** One read of a period's events (a day of them), compiled on the main thread. */
export interface FoldRead {
  readonly sql: string;
  readonly parameters: readonly SQLInputValue[];
}

/**
 * A period to fold: its questions and the reads that give its events in time order; `part`: these
 * reads are some of the period's, answered as a part to merge (decision 125).
 */
export interface FoldRequest {
  readonly id: number;
  readonly questions: FoldQuestions;
  readonly reads: readonly FoldRead[];
  readonly part: boolean;
}

export type FoldReply =
  | { readonly id: number; readonly period: FoldedPeriod }
  | { readonly id: number; readonly part: FoldPart }
  | { readonly id: number; readonly error: { readonly name: string; readonly message: string } };

/** Tells the thread to close its connection and end. */
export const CLOSE_FOLD_THREAD = 'close';
