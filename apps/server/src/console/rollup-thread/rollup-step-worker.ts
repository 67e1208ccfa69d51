/**
 * The rollups' background step in a thread of its own (started by `rollup-step-thread.ts`), on
 * its own SQLite connection. node:sqlite runs every statement synchronously: on the main thread a
 * step's batches (reads, merges, its commit's fsync, and SQLite's busy wait for the events
 * writer's lock) stopped every request for about 100 ms each second.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteFile } from '../../db/kysely.ts';
import { busySince, writerBusyReading } from '../../db/writer-activity.ts';
import { RollupUpdater } from '../rollups/rollup-updater.ts';
import { FLOOD_WRITER_SHARE, restAfterStep } from './step-pacing.ts';
import { STEPS_READY, STOP_STEPS, type StepSetup, type StepNotice } from './rollup-step-protocol.ts';

const setup = workerData as StepSetup;
const db = openSqliteFile(setup.file, 'derived');
const updater = new RollupUpdater(db, 'sqlite', setup.options);

let stopped = false;
let running: Promise<void> | null = null;
let next: NodeJS.Timeout | undefined;

/** The writer's busy share is read over at least this long (see below). */
const SHARE_WINDOW_MS = 1_000;
let windowStarted = performance.now();
let writerBusyAtWindow = writerBusyReading(setup.activity);
let writerShare = 0;

/** Reads the writer's share over the window since the last reading, once it is a second or more. */
function readWriterShare(now: number): void {
  // Read over a second or more: a step and its rest are too short to tell a flood from the
  // commits that queued behind the step's own writes.
  if (now - windowStarted < SHARE_WINDOW_MS) return;
  const busy = writerBusyReading(setup.activity);
  writerShare = busySince(writerBusyAtWindow, busy) / (now - windowStarted);
  windowStarted = now;
  writerBusyAtWindow = busy;
}

/**
 * Rests until `until`, a second at a time while it is long: a flood's rest lasts up to fifty
 * times a step (decision 101), and when the flood ends the steps start again within a second
 * instead of sleeping out a rest measured for it.
 */
function restUntil(until: number): void {
  const now = performance.now();
  readWriterShare(now);
  if (now >= until || writerShare < FLOOD_WRITER_SHARE) {
    stepThenRest();
    return;
  }
  next = setTimeout(
    () => {
      restUntil(until);
    },
    Math.min(until - now, SHARE_WINDOW_MS),
  );
}

/**
 * One step, then a rest before the next: on the interval's grid, or longer during a flood (the
 * events writer holding the lock a good part of the last second), so the steps keep to their
 * share of the time and of SQLite's write lock (decisions 089 and 101).
 */
function stepThenRest(): void {
  const started = performance.now();
  running = updater
    .step(setup.budgetMs, setup.batchSize)
    .catch((error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      const notice: StepNotice = { error: { name, message } };
      parentPort?.postMessage(notice);
    })
    .finally(() => {
      running = null;
      if (stopped) return;
      const now = performance.now();
      readWriterShare(now);
      const rest = restAfterStep(now - started, setup.intervalMs, setup.budgetMs, writerShare);
      if (rest <= setup.intervalMs) next = setTimeout(stepThenRest, rest);
      else restUntil(now + rest);
    });
}
next = setTimeout(stepThenRest, setup.intervalMs);
parentPort?.postMessage(STEPS_READY);

parentPort?.on('message', (message: unknown) => {
  if (message !== STOP_STEPS) return;
  stopped = true;
  clearTimeout(next);
  void (async () => {
    await running;
    await db.destroy();
    parentPort?.close();
  })();
});
