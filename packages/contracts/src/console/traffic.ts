/** The traffic dashboard (issue 12): KPIs with the previous period, one series, top-N, timing. */
export const TRAFFIC_PATH = '/api/v1/reports/traffic';
/** Visitors and page views of the last minutes, for the dashboard's realtime card. */
export const TRAFFIC_REALTIME_PATH = '/api/v1/reports/traffic/realtime';

/** The series' buckets: UTC hours, UTC days, ISO weeks (starting on Monday, UTC). */
export const TRAFFIC_INTERVALS = ['hour', 'day', 'week'] as const;
export type TrafficInterval = (typeof TRAFFIC_INTERVALS)[number];

/**
 * Ranges by name, ending today (UTC): `today`; `7d` and `30d` (today and the days before it);
 * `month` (the current month so far). `from` and `to` instead give any range.
 */
export const TRAFFIC_PERIODS = ['today', '7d', '30d', 'month'] as const;
export type TrafficPeriod = (typeof TRAFFIC_PERIODS)[number];

/**
 * What the dashboard filters and breaks down by: each is a column of `analytics_events`
 * (`country` is `ip_country`). A filter keeps the events whose value equals it exactly.
 */
export const TRAFFIC_DIMENSIONS = [
  'stag',
  'interlayer_id',
  'country',
  'device',
  'browser',
  'pathname',
  'license',
] as const;
export type TrafficDimension = (typeof TRAFFIC_DIMENSIONS)[number];

/** A filter's value for events that carry none (null) in that column. */
export const TRAFFIC_NONE = '(none)';

/** Top-N lists: rows per dimension by default and at most. */
export const TRAFFIC_TOP_DEFAULT = 10;
export const TRAFFIC_TOP_MAX = 100;

/** The hourly series covers at most this many days (744 buckets). */
export const MAX_HOURLY_DAYS = 31;

/** The KPI strip, in the order it shows. */
export const TRAFFIC_KPIS = ['visitors', 'visits', 'pageviews', 'views_per_visit', 'bounce_rate'] as const;
export type TrafficKpi = (typeof TRAFFIC_KPIS)[number];

/** The page timing metrics (milliseconds, from the first page view of a document). */
export const TRAFFIC_TIMING_METRICS = ['loading_time', 'time_to_first_byte'] as const;
export type TrafficTimingMetric = (typeof TRAFFIC_TIMING_METRICS)[number];

/** Nearest-rank percentiles of each timing metric. */
export const TIMING_PERCENTILES = ['p50', 'p75', 'p95'] as const;
export type TimingPercentile = (typeof TIMING_PERCENTILES)[number];

/** The realtime card's windows, in minutes before now. */
export const REALTIME_WINDOWS = [5, 30] as const;

/** How often the dashboard reads the realtime answer again, in milliseconds. */
export const REALTIME_REFRESH_MS = 30_000;

export type {
  TrafficQuery,
  TrafficFilters,
  TrafficTotals,
  TrafficPoint,
  TrafficTopRow,
  TrafficTop,
  TimingStats,
  TimingRow,
  TrafficReport,
  TrafficRealtimeQuery,
  TrafficRealtimeWindow,
  TrafficRealtime,
} from './traffic.schema.ts';
