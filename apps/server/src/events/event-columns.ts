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

/** A stored event's values in EVENT_COLUMNS' order: what one insert binds. */
export type EventRowValues = StoredEvent[EventColumn][];

/**
 * A row's values in EVENT_COLUMNS' order, by straight-line code generated once from that
 * constant list: a loop reading `row[column]` made every read a megamorphic keyed load, a few
 * per cent of the events writer's time (decision 077).
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from EVENT_COLUMNS, a constant list of column names
export const rowValues = new Function(
  'row',
  `return [${EVENT_COLUMNS.map((column) => `row.${column}`).join(', ')}];`,
) as (row: StoredEvent) => EventRowValues;

/** Where `event_id` sits in a row's values. */
export const EVENT_ID_INDEX = EVENT_COLUMNS.indexOf('event_id');
