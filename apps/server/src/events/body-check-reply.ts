import type { CheckedBody, BodyRefusal } from './check-body.ts';
import type { StoredEvent } from './events-sink.ts';
import type { BatchSummary, WriterReply } from './sqlite-writer-protocol.ts';
import { visitorIdToEcho } from './visitor-cookie.ts';

/**
 * What an events worker answers for a body it read (`checkBody`), and the valid rows it keeps:
 * the summary crosses to the main thread, the rows stay in the worker (the ClickHouse intake's).
 */
export function bodyCheckReply(
  id: number,
  result: CheckedBody | BodyRefusal,
): { readonly reply: WriterReply; readonly rows: StoredEvent[] } {
  if ('refused' in result) return { reply: { id, refused: result.refused }, rows: [] };
  return { reply: { id, checked: bodySummary(result) }, rows: result.events };
}

/** What the route learns of a body read: its counts, reasons and the cookie's visitor, not its rows. */
export function bodySummary({ items, events, rejected }: CheckedBody): BatchSummary {
  return { items, valid: events.length, rejected, visitorId: visitorIdToEcho(events) ?? null };
}
