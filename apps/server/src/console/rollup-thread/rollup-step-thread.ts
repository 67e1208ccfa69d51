import { Worker } from 'node:worker_threads';
import type { StepNotice, StepSetup } from './rollup-step-protocol.ts';
import { STEPS_READY, STOP_STEPS } from './rollup-step-protocol.ts';
import type { RollupUpdaterOptions } from '../rollups/rollup-updater.ts';
import { writerActivityOf } from '../../db/writer-activity.ts';

const WORKER = new URL('./rollup-step-worker.ts', import.meta.url);

/**
 * The same tenth of the time as the main thread's steps (`ROLLUP_STEP_BUDGET_MS` a second), in
 * shorter steps of smaller batches: each holds SQLite's write lock a few milliseconds, so an
 * events commit waits at most about that, where a step of 1,000-event batches held it for up to
 * 100 ms and more (decision 074). A step never cuts a batch, and under a flood one batch outlasts
 * the budget: the worker then rests in proportion (`step-pacing.ts`, decision 089).
 */
export const WORKER_STEP_INTERVAL_MS = 200;
export const WORKER_STEP_BUDGET_MS = 20;
export const WORKER_STEP_BATCH = 250;
/** The thread's name (in /proc/<pid>/task/<tid>/comm: the ingest bench's CPU per thread). */
export const ROLLUPS_THREAD_NAME = 'The rollups';
/** A worker that stopped (it could not open the file, it crashed) is started again after this. */
const RESTART_AFTER_MS = 5_000;

/**
 * Stops the steps (waiting for a running one). `ready` settles once the first worker has loaded
 * its modules and opened its connection: the ingest bench starts its timed writes after that, as a
 * server's flood comes long after its start (loading took some 0.6 s of CPU, decision 089).
 */
export type StopRollupSteps = (() => Promise<void>) & { readonly ready: Promise<void> };

/**
 * `keepRollupsUpdated` for SQLite, with the steps run by a worker thread on a connection of its
 * own, so the main thread never waits for them. Batches and their watermark are committed in
 * write transactions as before, so a report's `catchUp` on the main thread and the worker's step
 * each take the events after the watermark they read under the write lock: every event still
 * counts once. A worker that stops is started again a few seconds later. Answers a stop that
 * waits for a running step.
 */
export function keepRollupsUpdatedInWorker(
  file: string,
  onError: (error: unknown) => void,
  intervalMs = WORKER_STEP_INTERVAL_MS,
  options: RollupUpdaterOptions = {},
): StopRollupSteps {
  const setup: StepSetup = {
    file,
    intervalMs,
    budgetMs: (WORKER_STEP_BUDGET_MS * intervalMs) / WORKER_STEP_INTERVAL_MS,
    batchSize: WORKER_STEP_BATCH,
    options,
    activity: writerActivityOf(file),
  };
  let stopped = false;
  let worker: Worker | undefined;
  let restart: NodeJS.Timeout | undefined;
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });

  const start = (): Worker => {
    const started = new Worker(WORKER, { workerData: setup, name: ROLLUPS_THREAD_NAME });
    started.unref();
    started.on('message', (notice: StepNotice | typeof STEPS_READY) => {
      if (notice === STEPS_READY) {
        onReady();
        return;
      }
      const error = new Error(notice.error.message);
      error.name = notice.error.name;
      onError(error);
    });
    started.on('error', onError);
    started.on('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      if (stopped) return;
      restart = setTimeout(() => {
        worker = start();
      }, RESTART_AFTER_MS);
      restart.unref();
    });
    return started;
  };
  worker = start();

  const stop = async () => {
    stopped = true;
    clearTimeout(restart);
    const running = worker;
    if (running === undefined) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // Unref'd while it runs; whoever awaits the stop waits for it (else a process with nothing
    // else to do exits with the stop pending, as the ingest bench's rounds did).
    running.ref();
    running.postMessage(STOP_STEPS);
    await exited;
  };
  return Object.assign(stop, { ready });
}
