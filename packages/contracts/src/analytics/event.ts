import type { AnalyticsEvent } from './event.schema.ts';

/** UUID of any version in its canonical lower- or upper-case form. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The fields every event carries, in the order of SPEC section 3. */
export const ANALYTICS_EVENT_FIELDS = [
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
] as const satisfies readonly (keyof AnalyticsEvent)[];

export type { AnalyticsEvent } from './event.schema.ts';
