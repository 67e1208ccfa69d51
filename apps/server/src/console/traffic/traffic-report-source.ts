import type { TrafficFilters, TrafficInterval, TrafficRealtime, TrafficReport } from '@playfront/contracts';

/** What one traffic dashboard asks for (the range already resolved, see traffic-range.ts). */
export interface TrafficReportParams {
  /** Inclusive UTC dates, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly interval: TrafficInterval;
  readonly filters: TrafficFilters;
  /** Rows per top-N list (and timing rows by pathname). */
  readonly top: number;
  /** Only these `stag` values (an affiliate manager's affiliates); null for every stag and none. */
  readonly stags: readonly string[] | null;
  /** Count the events bots sent too (flagged at ingest); left out by default. */
  readonly includeBots: boolean;
}

/** What the realtime card asks for: the windows end at `now` (unix milliseconds). */
export interface TrafficRealtimeParams {
  readonly now: number;
  readonly filters: TrafficFilters;
  readonly stags: readonly string[] | null;
  readonly includeBots: boolean;
}

/**
 * The traffic dashboard over one storage. The SQL implementation reads raw `analytics_events`
 * on SQLite and PostgreSQL and is held to one suite; a rollup-backed source can replace it
 * behind this interface (issue 12's hourly rollups) without the route or page changing.
 */
export interface TrafficReportSource {
  report(params: TrafficReportParams): Promise<TrafficReport>;
  realtime(params: TrafficRealtimeParams): Promise<TrafficRealtime>;
  /** Ends what the source started (SQLite's fold threads, decision 124); the app's onClose. */
  close?(): Promise<void>;
}
