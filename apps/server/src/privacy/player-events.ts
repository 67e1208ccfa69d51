import { TIMING_METRICS, type ExportedEvent } from '@playfront/contracts';
import type { StoredEvent } from '../events/events-sink.ts';

/** Who a player's events name: their user id (the player id) and the visitor id of their attribution. */
export interface PlayerEventIds {
  readonly userId: string;
  readonly visitorIds: readonly string[];
}

/**
 * A player's analytics events where the collector stores them (the app's database, or
 * ClickHouse): read for the export, page by page, and pseudonymised for an erasure.
 */
export interface PlayerEvents {
  /** The events naming the player, each once, never all in memory at once. */
  read(ids: PlayerEventIds): AsyncIterable<ExportedEvent>;
  /**
   * Replaces the player's ids in their events by `pseudonym`, a random value kept nowhere: the
   * events still count in reports (one visitor, one user) but name nobody.
   */
  pseudonymise(ids: PlayerEventIds, pseudonym: string): Promise<void>;
}

/** How many events one read takes: a page, then the next. */
export const EVENTS_PAGE_SIZE = 500;

/** A stored row as the export shows it: the event as the SDK sent it, with its time of receipt. */
export function toExportedEvent(row: StoredEvent): ExportedEvent {
  const timings: Partial<Record<(typeof TIMING_METRICS)[number], number>> = {};
  for (const metric of TIMING_METRICS) {
    const value = row[metric];
    if (value !== null) timings[metric] = value;
  }
  return {
    event_id: row.event_id,
    event: row.event,
    project_id: row.project_id,
    mode: row.mode as ExportedEvent['mode'],
    lib_version: row.lib_version,
    core_version: row.core_version,
    timestamp: row.timestamp,
    hostname: row.hostname,
    pathname: row.pathname,
    stag: row.stag,
    device: row.device as ExportedEvent['device'],
    browser: row.browser,
    temp_player_id: row.temp_player_id,
    license: row.license,
    ip_country: row.ip_country,
    interlayer_id: row.interlayer_id,
    connection_type: row.connection_type,
    user_id: row.user_id,
    ...timings,
    received_at: row.received_at,
  };
}
