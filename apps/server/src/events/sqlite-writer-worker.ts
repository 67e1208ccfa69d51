/**
 * The events' own SQLite writer, in a worker thread (started by `sqlite-events-writer.ts`): its
 * own connection to the database file, so an events commit (inserts and fsync, run
 * synchronously by node:sqlite) never holds the main thread that serves payments. Each message
 * is one transaction: every statement runs, or none is kept.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import {
  CLOSE_WRITER,
  type WriterReply,
  type WriterRequest,
  type WriterSetup,
} from './sqlite-writer-protocol.ts';

const setup = workerData as WriterSetup;
const db = new DatabaseSync(setup.file);
db.exec(setup.pragmas);

// The multi-row inserts use a handful of SQL texts (chunk sizes): keep them prepared.
const statements = new Map<string, StatementSync>();
const prepared = (sql: string): StatementSync => {
  let statement = statements.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};

function commit(request: WriterRequest): WriterReply {
  try {
    // IMMEDIATE takes the write lock first, so the transaction never fails half way for it.
    db.exec('BEGIN IMMEDIATE');
    const inserted: string[] = [];
    for (const { sql, parameters } of request.statements) {
      for (const row of prepared(sql).all(...(parameters as SQLInputValue[]))) {
        inserted.push(String(row.event_id));
      }
    }
    db.exec('COMMIT');
    return { id: request.id, inserted };
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    const code = (error as { code?: unknown }).code;
    return { id: request.id, error: { name, message, ...(typeof code === 'string' ? { code } : {}) } };
  }
}

parentPort?.on('message', (request: WriterRequest | typeof CLOSE_WRITER) => {
  if (request === CLOSE_WRITER) {
    db.close();
    parentPort?.close();
    return;
  }
  parentPort?.postMessage(commit(request));
});
