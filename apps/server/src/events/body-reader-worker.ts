/**
 * The collector's body reader, a worker thread of the SQLite events writer
 * (`sqlite-events-writer.ts`): it parses and checks each body (`checkBody`) and answers a summary
 * with the valid rows encoded for the writer's worker. Reading apart from writing lets bodies be
 * read while the writer's thread waits for a commit's fsync; in one thread, each commit waited for
 * the bodies that came during the last one to be read first (decision 084).
 */
import { parentPort } from 'node:worker_threads';
import { checkBody } from './check-body.ts';
import { rowValues } from './event-columns.ts';
import {
  CLOSE_WRITER,
  type CheckBody,
  type ReadReply,
  type ReaderMessage,
} from './sqlite-writer-protocol.ts';
import { visitorIdToEcho } from './visitor-cookie.ts';

function read(request: CheckBody): ReadReply {
  try {
    const result = checkBody(request.text, request.receivedAt, request.page);
    if ('refused' in result) return { id: request.id, refused: result.refused };
    const { items, events, rejected } = result;
    return {
      id: request.id,
      checked: { items, valid: events.length, rejected, visitorId: visitorIdToEcho(events) ?? null },
      rows: events.length === 0 ? '' : JSON.stringify(events.map(rowValues)),
    };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { id: request.id, error: { name, message } };
  }
}

parentPort?.on('message', (message: ReaderMessage) => {
  if (message === CLOSE_WRITER) parentPort?.close();
  else parentPort?.postMessage(read(message));
});
