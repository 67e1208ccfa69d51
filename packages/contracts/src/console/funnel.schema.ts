import Type from 'typebox';
import { IsoDateSchema } from '../players/player.schema.ts';

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
