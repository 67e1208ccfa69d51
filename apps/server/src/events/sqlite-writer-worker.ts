/**
 * The events' own SQLite writer, in a worker thread (started by `sqlite-events-writer.ts`): its
 * own connection to the database file, so an events commit (inserts and fsync, run
 * synchronously by node:sqlite) never holds the main thread that serves payments. The bodies are
 * read by another worker (`body-reader-worker.ts`), so this thread only stores rows: each
 * transaction takes every commit that came while the last one ran (decision 084). Each commit
 * request is kept whole: every statement of it runs, or none is kept.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { EVENT_COLUMNS, EVENT_ID_INDEX, type EventRowValues } from './event-columns.ts';
import type { WriteResult } from './events-sink.ts';
import { firstOccurrencesBy, settle } from './group-results.ts';
import {
  CLOSE_WRITER,
  type CommitRows,
  type WriterError,
  type WriterMessage,
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

/** Most rows one transaction takes, so a payments write waits at most one (as `GroupCommit`'s limit). */
const MAX_ROWS_PER_TRANSACTION = 2_000;

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
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
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

const eventIdOf = (row: EventRowValues): string => row[EVENT_ID_INDEX] as string;

/**
 * Stores the rows of several commit requests in one transaction, each event_id once across them,
 * and answers each request with one result per body. A request whose rows do not parse fails
 * alone; a failed transaction fails every request in it (nothing of any was kept).
 */
async function commitRows(requests: readonly CommitRows[]): Promise<WriterReply[]> {
  const replies: WriterReply[] = [];
  const taken: { readonly id: number; readonly bodies: number }[] = [];
  const groups: EventRowValues[][] = [];
  for (const request of requests) {
    try {
      const bodies = request.bodies.map((text) =>
        text === '' ? [] : (JSON.parse(text) as EventRowValues[]),
      );
      groups.push(...bodies);
      taken.push({ id: request.id, bodies: bodies.length });
    } catch (error) {
      replies.push({ id: request.id, error: describe(error) });
    }
  }
  if (taken.length === 0) return replies;
  try {
    const grouped = firstOccurrencesBy(groups, eventIdOf);
    const fresh = await inTransaction(() => {
      const statement = insertOne();
      return grouped.rows.map((row) => statement.run(...(row as SQLInputValue[])).changes === 1);
    });
    const results: readonly WriteResult[] = settle(grouped, (_, index) => fresh[index] === true);
    let at = 0;
    for (const { id, bodies } of taken) {
      replies.push({ id, results: results.slice(at, at + bodies) });
      at += bodies;
    }
  } catch (error) {
    const failure = describe(error);
    for (const { id } of taken) replies.push({ id, error: failure });
  }
  return replies;
}

/** Transactions run one after another, in the order they came. */
let transactions: Promise<void> = Promise.resolve();
const inTurn = (run: () => Promise<readonly WriterReply[]>): void => {
  transactions = transactions.then(async () => {
    for (const reply of await run()) parentPort?.postMessage(reply);
  });
};

/** Commit requests that came while a transaction ran: the next transaction takes them together. */
const waiting: CommitRows[] = [];
let queued = false;

/**
 * Queues a commit request. The first one waiting queues a transaction; it runs after the one
 * running now and after the messages that came meanwhile were read, and takes what waits by then
 * (whole requests, up to MAX_ROWS_PER_TRANSACTION rows unless one alone has more), so a busy
 * collector gets one transaction and one fsync for many requests with no round trip to the main
 * thread between two.
 */
function queueCommit(request: CommitRows): void {
  waiting.push(request);
  if (!queued) queueTransaction();
}

function queueTransaction(): void {
  queued = true;
  inTurn(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const taken = takeWaiting();
    queued = false;
    if (waiting.length > 0) queueTransaction();
    return commitRows(taken);
  });
}

function takeWaiting(): CommitRows[] {
  let rows = 0;
  let end = 0;
  for (const request of waiting) {
    if (end > 0 && rows + request.rows > MAX_ROWS_PER_TRANSACTION) break;
    rows += request.rows;
    end += 1;
  }
  return waiting.splice(0, end);
}

parentPort?.on('message', (message: WriterMessage) => {
  if (message === CLOSE_WRITER) {
    void transactions.then(() => {
      db.close();
      parentPort?.close();
    });
    return;
  }
  if ('type' in message) queueCommit(message);
  else inTurn(async () => [await runStatements(message)]);
});
