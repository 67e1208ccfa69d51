/**
 * The rollups' background step in a thread of its own (started by `rollup-step-thread.ts`), on
 * its own SQLite connection. node:sqlite runs every statement synchronously: on the main thread a
 * step's batches (reads, merges, its commit's fsync, and SQLite's busy wait for the events
 * writer's lock) stopped every request for about 100 ms each second.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteFile } from '../../db/kysely.ts';
import { RollupUpdater } from '../rollups/rollup-updater.ts';
import { STOP_STEPS, type StepSetup, type StepNotice } from './rollup-step-protocol.ts';

const setup = workerData as StepSetup;
const db = openSqliteFile(setup.file, 'derived');
const updater = new RollupUpdater(db, 'sqlite', setup.options);

let running: Promise<void> | null = null;
const timer = setInterval(() => {
  if (running !== null) return;
  running = updater
    .step(setup.budgetMs, setup.batchSize)
    .catch((error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      const notice: StepNotice = { error: { name, message } };
      parentPort?.postMessage(notice);
    })
    .finally(() => {
      running = null;
    });
}, setup.intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message !== STOP_STEPS) return;
  clearInterval(timer);
  void (async () => {
    await running;
    await db.destroy();
    parentPort?.close();
  })();
});
