import Type from 'typebox';
import { IsoDateSchema } from '../players/player.ts';

/** The funnel report: visit → registration → first deposit → second deposit, per stag. */
export const FUNNEL_PATH = '/api/v1/reports/funnel';

/** The funnel's steps in order; each row counts how many happened in the range. */
export const FUNNEL_STEPS = ['visits', 'registrations', 'first_deposits', 'second_deposits'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Conversion from one step to the next, from the summed counts; null when the first is 0. */
export const FUNNEL_RATES = [
  'visit_to_registration',
  'registration_to_first_deposit',
  'first_to_second_deposit',
] as const;
export type FunnelRate = (typeof FUNNEL_RATES)[number];

export const FunnelQuerySchema = /* @__PURE__ */ Type.Object(
  { from: IsoDateSchema, to: IsoDateSchema },
  { additionalProperties: false },
);
export type FunnelQuery = Type.Static<typeof FunnelQuerySchema>;

const Count = /* @__PURE__ */ Type.Integer({ minimum: 0 });
const Rate = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Number(), /* @__PURE__ */ Type.Null()]);

export const FunnelMetricsSchema = /* @__PURE__ */ Type.Object({
  visits: Count,
  registrations: Count,
  first_deposits: Count,
  second_deposits: Count,
  visit_to_registration: Rate,
  registration_to_first_deposit: Rate,
  first_to_second_deposit: Rate,
});
export type FunnelMetrics = Type.Static<typeof FunnelMetricsSchema>;

export const FunnelReportSchema = /* @__PURE__ */ Type.Object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  rows: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Intersect([
      /* @__PURE__ */ Type.Object({
        stag: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
      }),
      FunnelMetricsSchema,
    ]),
  ),
  totals: FunnelMetricsSchema,
});
export type FunnelReport = Type.Static<typeof FunnelReportSchema>;
