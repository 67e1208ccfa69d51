/**
 * A fold thread (decision 124, started by `fold-threads.ts`): folds a selective dashboard's period
 * from its events on a SQLite connection of its own, so the main thread serves other requests
 * meanwhile and reads the dashboard's rollups beside it. node:sqlite runs statements
 * synchronously: on the main thread a busy stag's week held it for about 250 ms.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { ArrayStatements } from '../../db/array-rows.ts';
import { TrafficFold } from './traffic-fold.ts';
import type { ScopedEvent } from './scoped-event.ts';
import {
  CLOSE_FOLD_THREAD,
  type FoldReply,
  type FoldRequest,
  type FoldThreadSetup,
} from './fold-thread-protocol.ts';

const setup = workerData as FoldThreadSetup;
const db = new DatabaseSync(setup.file);
// Reads only; waits as the app's connections do when a checkpoint holds the file.
db.exec('PRAGMA busy_timeout = 5000; PRAGMA query_only = 1;');
const statements = new ArrayStatements(db);

function fold(request: FoldRequest): FoldReply {
  try {
    const period = new TrafficFold(request.questions);
    for (const read of request.reads)
      for (const row of statements.all<ScopedEvent>(read.sql, read.parameters)) period.add(row);
    return request.part
      ? { id: request.id, part: period.part() }
      : { id: request.id, period: period.result() };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { id: request.id, error: { name, message } };
  }
}

parentPort?.on('message', (message: FoldRequest | typeof CLOSE_FOLD_THREAD) => {
  if (message === CLOSE_FOLD_THREAD) {
    db.close();
    parentPort?.close();
    return;
  }
  parentPort?.postMessage(fold(message));
});
