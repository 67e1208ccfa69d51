import {
  TRAFFIC_NONE,
  type TrafficDimension,
  type TrafficInterval,
  type TrafficKpi,
  type TrafficPeriod,
} from '@playfront/contracts';

export const DIMENSION_LABELS: Record<TrafficDimension, string> = {
  stag: 'Stag',
  interlayer_id: 'Interlayer',
  country: 'Country',
  device: 'Device',
  browser: 'Browser',
  pathname: 'Page',
  license: 'License',
};

export const KPI_LABELS: Record<TrafficKpi, string> = {
  visitors: 'Visitors',
  visits: 'Visits',
  pageviews: 'Page views',
  views_per_visit: 'Views per visit',
  bounce_rate: 'Bounce rate',
};

export const PERIOD_LABELS: Record<TrafficPeriod, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
};

export const INTERVAL_LABELS: Record<TrafficInterval, string> = {
  hour: 'Hour',
  day: 'Day',
  week: 'Week',
};

/** A dimension's value as shown; events without one are `(none)`, which is also its filter. */
export const valueLabel = (value: string | null): string => value ?? TRAFFIC_NONE;

export const countFormat = new Intl.NumberFormat('en');
const decimalFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** A KPI's value in words: counts, a decimal, or a percentage; a dash when it has none. */
export function kpiText(kpi: TrafficKpi, value: number | null): string {
  if (value === null) return '—';
  if (kpi === 'bounce_rate') return percentFormat.format(value);
  if (kpi === 'views_per_visit') return decimalFormat.format(value);
  return countFormat.format(value);
}

/** Milliseconds, rounded, or a dash without samples. */
export const millisText = (value: number | null): string =>
  value === null ? '—' : `${countFormat.format(Math.round(value))} ms`;

/** A bucket's start for its interval, in UTC. */
export function bucketText(start: string, interval: TrafficInterval): string {
  return interval === 'hour' ? `${start.slice(0, 10)} ${start.slice(11, 16)}` : start.slice(0, 10);
}
