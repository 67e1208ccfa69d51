import Type from 'typebox';
import { TIME_UNITS } from './processing-time.ts';

const TimeUnitSchema = /* @__PURE__ */ Type.Enum(TIME_UNITS);

const Count = /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: 1000 });

/**
 * A method's processing time, one shape per type:
 * - `instant`: credited at once;
 * - `range`: between `from` and `to` `unit`s, e.g. 1 to 3 business days;
 * - `static`: a fixed delay of `value` `unit`s, e.g. 15 minutes;
 * - `none`: not stated by the provider, so nothing is shown.
 */
export const ProcessingTimeSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({ type: /* @__PURE__ */ Type.Literal('instant') }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('range'),
    from: Count,
    to: Count,
    unit: TimeUnitSchema,
  }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('static'),
    value: Count,
    unit: TimeUnitSchema,
  }),
  /* @__PURE__ */ Type.Object({ type: /* @__PURE__ */ Type.Literal('none') }),
]);
export type ProcessingTime = Type.Static<typeof ProcessingTimeSchema>;
