/**
 * The ClickHouse intake's worker (started by `clickhouse-intake-writer.ts`, decision 069): takes
 * the rows the main thread read, as TabSeparated lines (decision 109), and hands them to the
 * ClickHouse sink it owns (disk queue and delivery), whose group commit appends the writes of one
 * turn as one record; neither the fsyncs nor delivery run on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WriteResult } from '../events-sink.ts';
import { CLOSE_WRITER } from '../sqlite-writer-protocol.ts';
import { WorkerReplyBundle } from '../worker-reply-bundle.ts';
import type { WorkerInbox } from '../worker-requests.ts';
import type { IntakeMessage, IntakeReply, IntakeSetup, QueueLines } from './intake-protocol.ts';
import { openClickHouseEventsSink } from './open-clickhouse-events-sink.ts';
import { tabSeparatedLines } from './tab-separated-rows.ts';

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

let busy = false;
/** Tells the main thread when the queue fills or frees (it sheds before reading bodies). */
const reportBusy = (): void => {
  if (sink.busy === busy) return;
  busy = sink.busy;
  post({ busy });
};
const watch = setInterval(reportBusy, 50);

const replies = new WorkerReplyBundle(post);

/** Hands the lines to the sink; writes of the same turn share its group commit: one record, one fsync. */
async function queue(request: QueueLines): Promise<void> {
  try {
    const result: WriteResult = await sink.writeLines(tabSeparatedLines(request.lines, request.count));
    replies.add({ id: request.id, result });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    replies.add({ id: request.id, error: { name, message } });
  } finally {
    reportBusy();
  }
}

parentPort?.on('message', (inbox: WorkerInbox<IntakeMessage>) => {
  if (inbox === CLOSE_WRITER) {
    clearInterval(watch);
    void sink.close().finally(() => {
      replies.flush();
      parentPort?.close();
    });
  } else for (const message of inbox) void queue(message);
});
