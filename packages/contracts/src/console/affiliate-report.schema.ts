import Type from 'typebox';
import { IsoDateSchema } from '../players/player.schema.ts';
import {
  REPORT_DIMENSIONS,
  type ReportDimension,
  REPORTING_CURRENCIES,
  REPORT_FORMATS,
} from './affiliate-report.ts';

/**
 * `GET /api/v1/reports/affiliates` query. `group_by` is a comma-separated list of
 * REPORT_DIMENSIONS (default `stag`); `from` and `to` are inclusive UTC dates.
 */
export const AffiliateReportQuerySchema = /* @__PURE__ */ Type.Object(
  {
    from: IsoDateSchema,
    to: IsoDateSchema,
    group_by: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({
        pattern: `^(${REPORT_DIMENSIONS.join('|')})(,(${REPORT_DIMENSIONS.join('|')}))*$`,
      }),
    ),
    currency: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(REPORTING_CURRENCIES)),
    format: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(REPORT_FORMATS)),
    /** Count events flagged as sent by bots too (left out by default). */
    include_bots: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Boolean()),
    /**
     * Only these stags (one, or a comma-separated list): every one must be the viewer's to see,
     * or the report is refused (403 STAG_FORBIDDEN, decision 048).
     */
    stag: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({ pattern: '^[\\w.~-]{1,100}(,[\\w.~-]{1,100}){0,49}$' }),
    ),
  },
  { additionalProperties: false },
);
export type AffiliateReportQuery = Type.Static<typeof AffiliateReportQuerySchema>;

const Count = /* @__PURE__ */ Type.Integer({ minimum: 0 });
const Amount = /* @__PURE__ */ Type.Integer();
const Ratio = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Number(), /* @__PURE__ */ Type.Null()]);

/** Every metric of one row or of the totals. */
export const AffiliateMetricsSchema = /* @__PURE__ */ Type.Object({
  visits: Count,
  unique_visitors: Count,
  registrations: Count,
  ftd_count: Count,
  ftd_amount: Amount,
  depositing_players: Count,
  deposits_count: Count,
  deposits_amount: Amount,
  cashouts_amount: Amount,
  net_deposits: Amount,
  click_to_reg: Ratio,
  reg_to_ftd: Ratio,
});
export type AffiliateMetrics = Type.Static<typeof AffiliateMetricsSchema>;

const Dimension = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]);

/** One row: the values of the grouped dimensions (null: not known) and every metric. */
export const AffiliateReportRowSchema = /* @__PURE__ */ Type.Intersect([
  /* @__PURE__ */ Type.Partial(
    /* @__PURE__ */ Type.Object({
      day: Dimension,
      month: Dimension,
      stag: Dimension,
      interlayer_id: Dimension,
      country: Dimension,
      device: Dimension,
    }),
  ),
  AffiliateMetricsSchema,
]);
export type AffiliateReportRow = Partial<Record<ReportDimension, string | null>> & AffiliateMetrics;

/**
 * The report: one row per combination of the grouped dimensions that has any activity, and the
 * totals over the whole range (distinct counts such as unique_visitors are counted over the
 * range, not summed from the rows).
 */
export const AffiliateReportSchema = /* @__PURE__ */ Type.Object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  currency: /* @__PURE__ */ Type.Enum(REPORTING_CURRENCIES),
  group_by: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.Enum(REPORT_DIMENSIONS)),
  rows: /* @__PURE__ */ Type.Array(AffiliateReportRowSchema),
  totals: AffiliateMetricsSchema,
});
export type AffiliateReport = Omit<Type.Static<typeof AffiliateReportSchema>, 'rows'> & {
  rows: AffiliateReportRow[];
};
