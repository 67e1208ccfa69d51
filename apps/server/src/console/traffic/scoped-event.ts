import { TRAFFIC_DIMENSIONS, TRAFFIC_TIMING_METRICS, type TrafficDimension } from '@playfront/contracts';

/**
 * What the dashboard reads of an event in scope, in this order (`scoped-event-rows.ts` selects it):
 * its visitor, time, 1 for a page view (else 0), each dimension (`TRAFFIC_DIMENSIONS` order), each
 * timing metric (`TRAFFIC_TIMING_METRICS` order). An array, not an object: the fold reads every
 * field of tens of thousands of them (`arrayRows`, decision 123).
 */
export type ScopedEvent = readonly (string | number | null)[];

export const SCOPED_EVENT_COLUMNS = [
  'temp_player_id',
  'timestamp',
  'page_view',
  ...TRAFFIC_DIMENSIONS,
  ...TRAFFIC_TIMING_METRICS,
] as const;

export const VISITOR_AT = 0;
export const TIME_AT = 1;
export const VIEW_AT = 2;
const DIMENSION_AT = new Map(TRAFFIC_DIMENSIONS.map((dimension, i) => [dimension, 3 + i]));
const METRICS_AT = 3 + TRAFFIC_DIMENSIONS.length;
export const LOADING_AT = METRICS_AT + TRAFFIC_TIMING_METRICS.indexOf('loading_time');
export const FIRST_BYTE_AT = METRICS_AT + TRAFFIC_TIMING_METRICS.indexOf('time_to_first_byte');

/** Where a dimension's value is in a `ScopedEvent`. */
export const dimensionAt = (dimension: TrafficDimension): number => DIMENSION_AT.get(dimension) ?? -1;

export const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
export const numberOr = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);
