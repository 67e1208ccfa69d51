import { ANALYTICS_EVENT_FIELDS, TIMING_METRICS } from '@playfront/contracts';
import type { StoredEvent } from './events-sink.ts';

/** Every column of `analytics_events`, in the order inserts bind them: the contract's fields, then the server's. */
export const EVENT_COLUMNS = [
  'event_id',
  ...ANALYTICS_EVENT_FIELDS,
  ...TIMING_METRICS,
  'received_at',
  'bot',
] as const satisfies readonly (keyof StoredEvent)[];

export type EventColumn = (typeof EVENT_COLUMNS)[number];

// Fails to compile when the table gains a column this list does not insert.
type MissingColumn = Exclude<keyof StoredEvent, EventColumn>;
const _everyColumn: [MissingColumn] extends [never] ? true : MissingColumn = true;
