/** How long a payment takes to reach its destination (SPEC 3). */
export const PROCESSING_TIME_TYPES = ['instant', 'range', 'static', 'none'] as const;
export type ProcessingTimeType = (typeof PROCESSING_TIME_TYPES)[number];

/** Units a processing time is counted in; `business_days` skip weekends and bank holidays. */
export const TIME_UNITS = ['minutes', 'hours', 'days', 'business_days'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export type { ProcessingTime } from './processing-time.schema.ts';
