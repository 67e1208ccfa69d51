/**
 * The events' own SQLite writer, in a worker thread (started by `sqlite-events-writer.ts`): its
 * own connection to the database file, so an events commit (inserts and fsync, run
 * synchronously by node:sqlite) never holds the main thread that serves payments. It also reads
 * the collector's bodies (parse, shape, each event's checks) and holds their rows until the
 * route lets them be written, so the main thread neither parses nor copies rows across threads.
 * It commits the written batches by itself, as many as wait in one transaction, one transaction
 * after another (decision 085): the next commit starts as soon as the last one ends, without a
 * round trip to the main thread in between. Every transaction keeps all its rows, or none.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { addWriterBusy } from '../db/writer-activity.ts';
import { bodyCheckReply } from './body-check-reply.ts';
import { checkBody } from './check-body.ts';
import { EVENT_COLUMNS } from './event-columns.ts';
import type { StoredEvent } from './events-sink.ts';
import { firstOccurrences, settle } from './group-results.ts';
import { WorkerReplyBundle } from './worker-reply-bundle.ts';
import {
  CLOSE_WRITER,
  type CheckAndWrite,
  type CheckBody,
  type WriteBatch,
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
 * Copies a row's columns into `values` in EVENT_COLUMNS' order: straight-line code generated once
 * from that constant list, because a loop reading `row[column]` made every read a megamorphic
 * keyed load, a few per cent of this worker's time (decision 077).
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from EVENT_COLUMNS, a constant list of column names
const copyColumns = new Function(
  'row',
  'values',
  EVENT_COLUMNS.map((column, index) => `values[${index}] = row.${column};`).join('\n'),
) as (row: StoredEvent, values: SQLInputValue[]) => void;

/** Inserts one row; true when it was new. */
const values = new Array<SQLInputValue>(EVENT_COLUMNS.length);
function insert(statement: StatementSync, row: StoredEvent): boolean {
  copyColumns(row, values);
  return statement.run(...values).changes === 1;
}

const NOTHING_WRITTEN = { accepted: 0, duplicates: 0 } as const;

/** Rows of checked bodies, by batch id, until committed or dropped. */
const held = new Map<number, StoredEvent[]>();

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

function check(request: CheckBody): WriterReply {
  const { reply, rows } = bodyCheckReply(
    request.id,
    checkBody(request.text, request.receivedAt, request.page),
  );
  if (rows.length > 0) held.set(request.id, rows);
  return reply;
}

/**
 * Reads a body and queues its rows for the next commit with no write message to wait for
 * (decision 095): the summary goes back at once, the commit's answer under `writeId`.
 */
function checkAndWrite(request: CheckAndWrite): void {
  const { reply, rows } = bodyCheckReply(
    request.id,
    checkBody(request.text, request.receivedAt, request.page),
  );
  replies.add(reply);
  if (rows.length === 0) replies.add({ id: request.writeId, result: NOTHING_WRITTEN });
  else enqueue({ id: request.writeId, rows });
}

/** Work waiting for the connection, in the order it came: written batches, or a statements request. */
type Queued =
  | { readonly id: number; readonly rows: readonly StoredEvent[] }
  | { readonly id: number; readonly request: WriterRequest };

const queue: Queued[] = [];
let draining = false;
let closing = false;

const post = (message: WriterReply | WriterReplies): void => {
  parentPort?.postMessage(message);
};

/**
 * The answers to the bodies read in one turn (the messages that came during a commit), posted
 * together at the end of the turn or before the next commit starts, whichever is first: one
 * message for them all instead of one each, on both threads.
 */
const replies = new WorkerReplyBundle(post);

/**
 * The written batches at the head of the queue, whole, up to the events a commit takes (always
 * at least one).
 */
function takeBatches(): { readonly id: number; readonly rows: readonly StoredEvent[] }[] {
  const taken: { readonly id: number; readonly rows: readonly StoredEvent[] }[] = [];
  let count = 0;
  for (const item of queue) {
    if (!('rows' in item)) break;
    if (taken.length > 0 && count + item.rows.length > setup.maxEventsPerCommit) break;
    taken.push(item);
    count += item.rows.length;
  }
  queue.splice(0, taken.length);
  return taken;
}

/**
 * Commits the batches waiting at the head of the queue in one transaction and answers each. The
 * lock is taken first, so the batches written while another connection held it join this commit.
 */
async function commitBatches(): Promise<void> {
  // The bodies read since the last commit learn their counts before this one holds the thread.
  replies.flush();
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
    const grouped = firstOccurrences(batches.map(({ rows }) => rows));
    const statement = insertOne();
    const fresh = grouped.rows.map((row) => insert(statement, row));
    db.exec('COMMIT');
    const results = settle(grouped, (_, index) => fresh[index] === true);
    answers = batches.map(({ id }, index) => {
      const result = results[index];
      return result === undefined
        ? { id, error: describe(new Error('No result for a batch')) }
        : { id, result };
    });
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    const failed = describe(error);
    answers = batches.map(({ id }) => ({ id, error: failed }));
  }
  addWriterBusy(setup.activity, performance.now() - started);
  // With the answers to the bodies read while the lock was waited for, if any.
  for (const answer of answers) replies.add(answer);
  replies.flush();
}

/** Runs what waits, one transaction after another, letting messages in between (checks to answer, writes to queue). */
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

function write(request: WriteBatch): void {
  const rows = held.get(request.batch);
  held.delete(request.batch);
  // A worker started after a crash holds none of the batches its predecessor checked.
  if (rows === undefined)
    post({ id: request.id, error: describe(new Error('The events to commit are no longer held')) });
  else enqueue({ id: request.id, rows });
}

function close(): void {
  replies.flush();
  db.close();
  parentPort?.close();
}

parentPort?.on('message', (message: WriterMessage) => {
  if (message === CLOSE_WRITER) {
    // What was queued before the close is still committed.
    closing = true;
    if (!draining) close();
    return;
  }
  if (!('type' in message)) enqueue({ id: message.id, request: message });
  else if (message.type === 'check') replies.add(check(message));
  else if (message.type === 'check-write') checkAndWrite(message);
  else if (message.type === 'write') write(message);
  else held.delete(message.batch);
});
