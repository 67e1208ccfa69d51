import type { TimingMetric } from '@playfront/contracts';
import { isTimingMetricValue } from '@playfront/contracts/analytics-rules';
import { CORE_VERSION } from '../generated/version.ts';
import { LIB_VERSION, TIMING_METRICS } from './constants.ts';
import { uuidV7 } from './uuid-v7.ts';
import type { AnalyticsEvent } from '@playfront/contracts';

/** Page timing in milliseconds; a value is sent only when it is a finite number above 0. */
export type TimingMetrics = { readonly [Metric in TimingMetric]?: number };

/** The fields of an event that depend on who tracks it and where (SPEC section 3). */
export type EventContext = Omit<
  AnalyticsEvent,
  'event_id' | 'event' | 'lib_version' | 'core_version' | 'timestamp' | TimingMetric
>;

/**
 * Builds one wire event: every field of SPEC section 3 present (the context brings nulls
 * where a value is unknown) and a fresh UUID v7 `event_id`.
 */
export const createEvent = (event: string, context: EventContext): AnalyticsEvent => {
  const now = Date.now();
  return {
    event_id: uuidV7(now),
    event,
    ...context,
    lib_version: LIB_VERSION,
    core_version: CORE_VERSION,
    timestamp: now,
  };
};

/**
 * Adds the timing metrics the contract keeps (finite numbers above 0, by the rule the collector
 * applies too); the others stay absent. The rule also refuses non-numbers that slip past the
 * types at runtime.
 */
export const addTimingMetrics = (event: AnalyticsEvent, metrics: TimingMetrics = {}): AnalyticsEvent => {
  for (const metric of TIMING_METRICS) {
    const value = metrics[metric];
    if (isTimingMetricValue(value)) event[metric] = value;
  }
  return event;
};
