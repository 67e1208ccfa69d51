import {
  TRAFFIC_DIMENSIONS,
  TRAFFIC_INTERVALS,
  TRAFFIC_PERIODS,
  type TrafficDimension,
  type TrafficFilters,
  type TrafficInterval,
  type TrafficPeriod,
} from '@playfront/contracts';

/**
 * The dashboard as its URL holds it: a named period or a custom range, the interval (automatic
 * when null), bots, and the filters. The URL's parameters are the API's, so a link, a reload or
 * the back button shows the same dashboard.
 */
export interface TrafficView {
  readonly range: { readonly period: TrafficPeriod } | { readonly from: string; readonly to: string };
  readonly interval: TrafficInterval | null;
  readonly includeBots: boolean;
  readonly filters: TrafficFilters;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;

/** Reads the URL; the last seven days, interval automatic, no filters, where it says nothing. */
export function readTrafficView(params: URLSearchParams): TrafficView {
  const from = params.get('from');
  const to = params.get('to');
  const filters: TrafficFilters = {};
  for (const dimension of TRAFFIC_DIMENSIONS) {
    const value = params.get(dimension);
    if (value !== null && value !== '') filters[dimension] = value;
  }
  return {
    range:
      from !== null && to !== null && DATE.test(from) && DATE.test(to)
        ? { from, to }
        : { period: oneOf(TRAFFIC_PERIODS, params.get('period')) ?? '7d' },
    interval: oneOf(TRAFFIC_INTERVALS, params.get('interval')),
    includeBots: params.get('include_bots') === 'true',
    filters,
  };
}

/** The filters (and bots) as search parameters: the realtime card's query. */
export function scopeSearch(view: TrafficView): URLSearchParams {
  const search = new URLSearchParams();
  for (const dimension of TRAFFIC_DIMENSIONS) {
    const value = view.filters[dimension];
    if (value !== undefined) search.set(dimension, value);
  }
  if (view.includeBots) search.set('include_bots', 'true');
  return search;
}

/** The whole view as search parameters, in one order: the page's URL and the API's query. */
export function trafficSearch(view: TrafficView): URLSearchParams {
  const search = new URLSearchParams();
  if ('period' in view.range) search.set('period', view.range.period);
  else {
    search.set('from', view.range.from);
    search.set('to', view.range.to);
  }
  if (view.interval !== null) search.set('interval', view.interval);
  for (const [key, value] of scopeSearch(view)) search.set(key, value);
  return search;
}

export function withFilter(view: TrafficView, dimension: TrafficDimension, value: string): TrafficView {
  return { ...view, filters: { ...view.filters, [dimension]: value } };
}

export function withoutFilter(view: TrafficView, dimension: TrafficDimension): TrafficView {
  const filters: TrafficFilters = Object.fromEntries(
    Object.entries(view.filters).filter(([key]) => key !== dimension),
  );
  return { ...view, filters };
}
