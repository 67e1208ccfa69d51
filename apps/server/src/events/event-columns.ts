import type { StoredEvent } from './events-sink.ts';

/** Every column of `analytics_events`, in the order inserts bind them. */
export const EVENT_COLUMNS = [
  'event_id',
  'event',
  'project_id',
  'mode',
  'lib_version',
  'core_version',
  'timestamp',
  'hostname',
  'pathname',
  'stag',
  'device',
  'browser',
  'temp_player_id',
  'license',
  'ip_country',
  'interlayer_id',
  'connection_type',
  'user_id',
  'loading_time',
  'time_to_fetch_start',
  'time_to_first_byte',
  'received_at',
] as const satisfies readonly (keyof StoredEvent)[];

export type EventColumn = (typeof EVENT_COLUMNS)[number];

// Fails to compile when the table gains a column this list does not insert.
type MissingColumn = Exclude<keyof StoredEvent, EventColumn>;
const _everyColumn: [MissingColumn] extends [never] ? true : MissingColumn = true;
