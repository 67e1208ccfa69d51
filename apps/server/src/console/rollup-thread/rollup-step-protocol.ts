import type { WriterActivity } from '../../db/writer-activity.ts';
import type { RollupUpdaterOptions } from '../rollups/rollup-updater.ts';

/** Messages between `rollup-step-thread.ts` and its worker, `rollup-step-worker.ts`. */

export interface StepSetup {
  /** The SQLite file the worker opens a connection of its own to. */
  readonly file: string;
  readonly intervalMs: number;
  readonly budgetMs: number;
  /** Events per write transaction of a step. */
  readonly batchSize: number;
  /** The updater's options (the ingest bench's sides leave the traffic rollups out). */
  readonly options: RollupUpdaterOptions;
  /** The events writer's time in transactions (`db/writer-activity.ts`): a flood slows the steps. */
  readonly activity: WriterActivity;
}

/** A step that failed; the next one retries. */
export interface StepNotice {
  readonly error: { readonly name: string; readonly message: string };
}

/** The worker's first message: its modules are loaded and its connection open. */
export const STEPS_READY = 'ready';

/** Ends the worker after its running step, closing its connection. */
export const STOP_STEPS = 'stop';
