import type { AnalyticsEventsTable } from '../db/schema.ts';

/** One event as stored: the known columns only, with the server's time of receipt. */
export type StoredEvent = AnalyticsEventsTable;

/** What one write did: events stored now, and events dropped because their event_id was known. */
export interface WriteResult {
  readonly accepted: number;
  readonly duplicates: number;
}

/**
 * Where the collector puts accepted events.
 *
 * `write` resolves once every event of the call is durably stored or known to be a duplicate,
 * and rejects with an `EventsStorageError` when none of them was stored (a call is never half
 * written): an `EventsBusyError` when it was refused, unstored, because too many events wait. Implementations: `KyselyEventsSink` (SQLite, PostgreSQL); next, ClickHouse.
 */
export interface EventsSink {
  /** True while a write would be refused as too many events wait already (`EventsBusyError`). */
  readonly busy: boolean;
  write(events: readonly StoredEvent[]): Promise<WriteResult>;
  /** Stores what is already pending, then refuses further writes. */
  close(): Promise<void>;
}
