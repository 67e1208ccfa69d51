import type { RejectedEvent } from '@playfront/contracts';
import type { CheckedBody } from './check-body.ts';
import { visitorIdToEcho } from './visitor-cookie.ts';

/** What the route learns of a body read: its counts, reasons and the cookie's visitor, not its rows. */
export interface BatchSummary {
  /** Items the body held, valid or not (what the events budget counts). */
  readonly items: number;
  /** Valid events. */
  readonly valid: number;
  readonly rejected: RejectedEvent[];
  /** The temp_player_id of the last valid event that has one (the visitor cookie's candidate). */
  readonly visitorId: string | null;
}

export function bodySummary({ items, events, rejected }: CheckedBody): BatchSummary {
  return { items, valid: events.length, rejected, visitorId: visitorIdToEcho(events) ?? null };
}
