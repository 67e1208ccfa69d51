import type { CheckedBody, BodyRefusal } from './check-body.ts';
import type { StoredEvent } from './events-sink.ts';
import type { WriterReply } from './sqlite-writer-protocol.ts';
import { visitorIdToEcho } from './visitor-cookie.ts';

/**
 * What an events worker answers for a body it read (`checkBody`), and the valid rows it keeps:
 * the summary crosses to the main thread, the rows stay in the worker. Shared by the SQLite
 * writer's worker and the ClickHouse intake's.
 */
export function bodyCheckReply(
  id: number,
  result: CheckedBody | BodyRefusal,
): { readonly reply: WriterReply; readonly rows: StoredEvent[] } {
  if ('refused' in result) return { reply: { id, refused: result.refused }, rows: [] };
  const { items, events, rejected } = result;
  return {
    reply: {
      id,
      checked: { items, valid: events.length, rejected, visitorId: visitorIdToEcho(events) ?? null },
    },
    rows: events,
  };
}
