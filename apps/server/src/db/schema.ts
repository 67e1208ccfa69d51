/** The `analytics_events` table: one row per accepted event, keyed by its event_id. */
export interface AnalyticsEventsTable {
  event_id: string;
  event: string;
  project_id: string;
  mode: string;
  lib_version: string;
  core_version: string;
  /** Client time in unix milliseconds. */
  timestamp: number;
  hostname: string | null;
  pathname: string | null;
  stag: string | null;
  device: string | null;
  browser: string | null;
  temp_player_id: string | null;
  license: string | null;
  ip_country: string | null;
  interlayer_id: string | null;
  connection_type: string | null;
  user_id: string | null;
  loading_time: number | null;
  time_to_fetch_start: number | null;
  time_to_first_byte: number | null;
  /** Server time of receipt in unix milliseconds. */
  received_at: number;
}

export interface Database {
  analytics_events: AnalyticsEventsTable;
}
