/**
 * The events' own SQLite writer, in a worker thread (started by `sqlite-events-writer.ts`): its
 * own connection to the database file, so an events commit (inserts and fsync, run
 * synchronously by node:sqlite) never holds the main thread that serves payments. The main
 * thread reads the collector's bodies and sends their rows as one string each (decision 106);
 * this thread, the collector's busiest, only splits them and inserts. It commits the written
 * rows by itself, as many as wait in one transaction, one transaction after another (decision
 * 085): the next commit starts as soon as the last one ends, without a round trip to the main
 * thread in between. Every transaction keeps all its rows, or none.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { addWriterBusy } from '../db/writer-activity.ts';
import { EVENT_COLUMNS } from './event-columns.ts';
import type { WriteResult } from './events-sink.ts';
import { rowValues, splitRows, type SplitRows } from './row-text.ts';
import { WorkerReplyBundle } from './worker-reply-bundle.ts';
import type { WorkerInbox } from './worker-requests.ts';
import {
  CLOSE_WRITER,
  type WriteRows,
  type WriterError,
  type WriterMessage,
  type WriterReplies,
  type WriterReply,
  type WriterRequest,
  type WriterSetup,
} from './sqlite-writer-protocol.ts';

const setup = workerData as WriterSetup;
const db = new DatabaseSync(setup.file);
db.exec(setup.pragmas);
// The write lock is waited for here, between messages (`lockThen`), not inside SQLite: its busy
// handler would sleep the thread, and bodies sent meanwhile would wait unread.
db.exec('PRAGMA busy_timeout = 0');
const LOCK_WAIT_MS = 5_000;
/**
 * Longest pause between tries: short, as the rollups' worker holds the lock a few milliseconds a
 * batch and takes it again at its next step; a long pause let its batches go first for 100 ms.
 */
const LOCK_RETRY_MAX_MS = 2;
/** SQLite's result code when another connection holds the lock. */
const SQLITE_BUSY = 5;

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

/**
 * One row per run, prepared once and reused, as the floor does: each run says by `changes`
 * whether the row was new, so nothing is returned per row. Positional: binding by name from the
 * row object measured twice as slow, 64-row `INSERT … RETURNING event_id` a quarter slower.
 */
let insertRow: StatementSync | undefined;
const insertOne = (): StatementSync =>
  (insertRow ??= db.prepare(
    `INSERT INTO analytics_events (${EVENT_COLUMNS.join(', ')}) ` +
      `VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')}) ON CONFLICT (event_id) DO NOTHING`,
  ));

/**
 * Inserts a body's rows in order, counting the new ones. An event_id already stored, or met
 * earlier in the same transaction (a body sent twice in one group, or twice in one body), is a
 * conflict SQLite does not insert: the first occurrence is the body's that counts it accepted,
 * every other one a duplicate, as `firstOccurrences` counts them for the other stores.
 */
const values = new Array<SQLInputValue>(EVENT_COLUMNS.length);
function insertRows(statement: StatementSync, rows: SplitRows): WriteResult {
  let accepted = 0;
  for (let index = 0; index < rows.count; index += 1) {
    rowValues(rows, index, values);
    if (statement.run(...values).changes === 1) accepted += 1;
  }
  return { accepted, duplicates: rows.count - accepted };
}

const describe = (error: unknown): WriterError => {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  const code = (error as { code?: unknown }).code;
  return { name, message, ...(typeof code === 'string' ? { code } : {}) };
};

const isBusy = (error: unknown): boolean => (error as { errcode?: unknown }).errcode === SQLITE_BUSY;

/**
 * BEGIN IMMEDIATE, retried every 1–2 milliseconds for up to LOCK_WAIT_MS while another connection
 * writes (a payments write, the rollups' updater), as `busy_timeout` would, but yielding to the
 * thread's messages in between. IMMEDIATE takes the write lock first, so a transaction never
 * fails half way for it.
 */
async function begin(): Promise<void> {
  const deadline = performance.now() + LOCK_WAIT_MS;
  let wait = 1;
  for (;;) {
    try {
      db.exec('BEGIN IMMEDIATE');
      return;
    } catch (error) {
      if (!isBusy(error) || performance.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, LOCK_RETRY_MAX_MS);
  }
}

/** Runs `work` in one write transaction; every statement is kept, or none. */
async function inTransaction<T>(work: () => T): Promise<T> {
  await begin();
  const started = performance.now();
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    addWriterBusy(setup.activity, performance.now() - started);
  }
}

async function runStatements(request: WriterRequest): Promise<WriterReply> {
  try {
    const inserted = await inTransaction(() => {
      const ids: string[] = [];
      for (const { sql, parameters } of request.statements) {
        for (const row of prepared(sql).all(...(parameters as SQLInputValue[])))
          ids.push(String(row.event_id));
      }
      return ids;
    });
    return { id: request.id, inserted };
  } catch (error) {
    return { id: request.id, error: describe(error) };
  }
}

/** Work waiting for the connection, in the order it came: written rows, or a statements request. */
type Queued =
  | { readonly id: number; readonly rows: SplitRows }
  | { readonly id: number; readonly request: WriterRequest };

const queue: Queued[] = [];
let draining = false;
let closing = false;

const post = (message: WriterReply | WriterReplies): void => {
  parentPort?.postMessage(message);
};

/**
 * The answers that become ready in one turn (a commit's, with any refusal of rows that came
 * during it), posted together: one message for them all instead of one each, on both threads.
 */
const replies = new WorkerReplyBundle(post);

/**
 * The written batches at the head of the queue, whole, up to the events a commit takes (always
 * at least one).
 */
function takeBatches(): { readonly id: number; readonly rows: SplitRows }[] {
  const taken: { readonly id: number; readonly rows: SplitRows }[] = [];
  let count = 0;
  for (const item of queue) {
    if (!('rows' in item)) break;
    if (taken.length > 0 && count + item.rows.count > setup.maxEventsPerCommit) break;
    taken.push(item);
    count += item.rows.count;
  }
  queue.splice(0, taken.length);
  return taken;
}

/**
 * Commits the batches waiting at the head of the queue in one transaction and answers each. The
 * lock is taken first, so the batches written while another connection held it join this commit.
 */
async function commitBatches(): Promise<void> {
  let answers: WriterReply[];
  try {
    await begin();
  } catch (error) {
    const failed = describe(error);
    post({ replies: takeBatches().map(({ id }) => ({ id, error: failed })) });
    return;
  }
  const batches = takeBatches();
  const started = performance.now();
  try {
    const statement = insertOne();
    const committed = batches.map(({ id, rows }) => ({ id, result: insertRows(statement, rows) }));
    db.exec('COMMIT');
    answers = committed;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    const failed = describe(error);
    answers = batches.map(({ id }) => ({ id, error: failed }));
  }
  addWriterBusy(setup.activity, performance.now() - started);
  for (const answer of answers) replies.add(answer);
  replies.flush();
}

/** Runs what waits, one transaction after another, letting messages in between (rows to queue). */
async function drain(): Promise<void> {
  for (;;) {
    const next = queue[0];
    if (next === undefined) break;
    if ('rows' in next) await commitBatches();
    else {
      queue.shift();
      post(await runStatements(next.request));
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  draining = false;
  if (closing) close();
}

/** Queues work; the first item of an idle queue waits for the end of this turn, so the messages already here share its commit. */
function enqueue(item: Queued): void {
  queue.push(item);
  if (draining) return;
  draining = true;
  setImmediate(() => void drain());
}

/**
 * Queues rows for the next commit, split as they come: a text that does not hold its rows whole
 * is refused alone, before any transaction, so it fails no other body's commit.
 */
function write(request: WriteRows): void {
  let rows: SplitRows;
  try {
    rows = splitRows(request.rows, request.count);
  } catch (error) {
    replies.add({ id: request.id, error: describe(error) });
    return;
  }
  enqueue({ id: request.id, rows });
}

function close(): void {
  replies.flush();
  db.close();
  parentPort?.close();
}

parentPort?.on('message', (inbox: WorkerInbox<WriterMessage>) => {
  if (inbox === CLOSE_WRITER) {
    // What was queued before the close is still committed.
    closing = true;
    if (!draining) close();
    return;
  }
  for (const message of inbox) {
    if ('type' in message) write(message);
    else enqueue({ id: message.id, request: message });
  }
});
