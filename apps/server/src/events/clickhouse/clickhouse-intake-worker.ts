/**
 * The ClickHouse intake's worker (started by `clickhouse-intake-writer.ts`, decision 069): reads
 * the collector's bodies as the SQLite writer's worker does (`checkBody`), holds their rows, and
 * on a write hands them to the ClickHouse sink it owns (disk queue and delivery), whose group
 * commit appends the writes of one turn as one record; neither parsing, checking, serializing nor
 * delivering runs on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkBody } from '../check-body.ts';
import type { StoredEvent, WriteResult } from '../events-sink.ts';
import { bodyCheckReply } from '../body-check-reply.ts';
import {
  CLOSE_WRITER,
  type CheckAndWrite,
  type CheckBody,
  type WriteBatch,
} from '../sqlite-writer-protocol.ts';
import { WorkerReplyBundle } from '../worker-reply-bundle.ts';
import type { IntakeMessage, IntakeReply, IntakeSetup } from './intake-protocol.ts';
import { openClickHouseEventsSink } from './open-clickhouse-events-sink.ts';

const setup = workerData as IntakeSetup;
const post = (reply: IntakeReply): void => {
  parentPort?.postMessage(reply);
};
const sink = openClickHouseEventsSink(setup.settings, {
  ...(setup.maxPendingEvents === undefined ? {} : { maxPendingEvents: setup.maxPendingEvents }),
  onDeliveryError: (error) => {
    post({ deliveryError: error instanceof Error ? error.message : String(error) });
  },
});

/** Rows of checked bodies, by batch id, until committed or dropped. */
const held = new Map<number, StoredEvent[]>();

let busy = false;
/** Tells the main thread when the queue fills or frees (it sheds before reading bodies). */
const reportBusy = (): void => {
  if (sink.busy === busy) return;
  busy = sink.busy;
  post({ busy });
};
const watch = setInterval(reportBusy, 50);

function check(request: CheckBody): void {
  const { reply, rows } = bodyCheckReply(
    request.id,
    checkBody(request.text, request.receivedAt, request.page),
  );
  if (rows.length > 0) held.set(request.id, rows);
  post(reply);
}

const replies = new WorkerReplyBundle(post);

/** Hands rows to the sink; writes of the same turn share its group commit: one record, one fsync. */
async function store(id: number, rows: StoredEvent[] | undefined): Promise<void> {
  try {
    // A worker started after a crash holds none of the batches its predecessor checked.
    if (rows === undefined) throw new Error('The events to commit are no longer held');
    const result: WriteResult = await sink.write(rows);
    replies.add({ id, result });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    replies.add({ id, error: { name, message } });
  } finally {
    reportBusy();
  }
}

function write(request: WriteBatch): void {
  const rows = held.get(request.batch);
  held.delete(request.batch);
  void store(request.id, rows);
}

/** Reads a body and stores its rows with no write message to wait for (decision 095). */
function checkAndWrite(request: CheckAndWrite): void {
  const { reply, rows } = bodyCheckReply(
    request.id,
    checkBody(request.text, request.receivedAt, request.page),
  );
  post(reply);
  if (rows.length === 0) replies.add({ id: request.writeId, result: { accepted: 0, duplicates: 0 } });
  else void store(request.writeId, rows);
}

parentPort?.on('message', (message: IntakeMessage) => {
  if (message === CLOSE_WRITER) {
    clearInterval(watch);
    void sink.close().finally(() => {
      replies.flush();
      parentPort?.close();
    });
  } else if (message.type === 'check') check(message);
  else if (message.type === 'check-write') checkAndWrite(message);
  else if (message.type === 'write') write(message);
  else held.delete(message.batch);
});
