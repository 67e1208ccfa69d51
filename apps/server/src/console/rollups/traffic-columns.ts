import type { TrafficDimension } from '@playfront/contracts';

/** The `analytics_events` column behind each dimension of the traffic dashboard. */
export const DIMENSION_COLUMNS: Record<TrafficDimension, string> = {
  stag: 'stag',
  interlayer_id: 'interlayer_id',
  country: 'ip_country',
  device: 'device',
  browser: 'browser',
  pathname: 'pathname',
  license: 'license',
};

export const HOUR_MS = 60 * 60 * 1000;
