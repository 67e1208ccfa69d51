import Type from 'typebox';

/** How long a payment takes to reach its destination (SPEC 3). */
export const PROCESSING_TIME_TYPES = ['instant', 'range', 'static', 'none'] as const;
export type ProcessingTimeType = (typeof PROCESSING_TIME_TYPES)[number];

/** Units a processing time is counted in; `business_days` skip weekends and bank holidays. */
export const TIME_UNITS = ['minutes', 'hours', 'days', 'business_days'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
const TimeUnitSchema = Type.Enum(TIME_UNITS);

const Count = Type.Integer({ minimum: 1, maximum: 1000 });

/**
 * A method's processing time, one shape per type:
 * - `instant`: credited at once;
 * - `range`: between `from` and `to` `unit`s, e.g. 1 to 3 business days;
 * - `static`: a fixed delay of `value` `unit`s, e.g. 15 minutes;
 * - `none`: not stated by the provider, so nothing is shown.
 */
export const ProcessingTimeSchema = Type.Union([
  Type.Object({ type: Type.Literal('instant') }),
  Type.Object({ type: Type.Literal('range'), from: Count, to: Count, unit: TimeUnitSchema }),
  Type.Object({ type: Type.Literal('static'), value: Count, unit: TimeUnitSchema }),
  Type.Object({ type: Type.Literal('none') }),
]);
export type ProcessingTime = Type.Static<typeof ProcessingTimeSchema>;
