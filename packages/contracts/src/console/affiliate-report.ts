import Type from 'typebox';
import { IsoDateSchema } from '../players/player.ts';

/** The path of the affiliate report (JSON, or CSV with `format=csv`). */
export const AFFILIATE_REPORT_PATH = '/api/v1/reports/affiliates';

/**
 * The dimensions the affiliate report groups by (issue 12), in any combination. `day` and
 * `month` are UTC; `country` is the visitor's IP country for traffic and the player's country
 * for players and money; `device` is the device of the visitor's events.
 */
export const REPORT_DIMENSIONS = ['day', 'month', 'stag', 'interlayer_id', 'country', 'device'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/**
 * The affiliate report's metrics, in the order columns show. Amounts are integers in minor units
 * of the reporting currency; `click_to_reg` and `reg_to_ftd` are ratios from 0 to 1 computed from
 * the summed counts (registrations / visits, ftd_count / registrations), null when the
 * denominator is 0.
 */
export const AFFILIATE_METRICS = [
  'visits',
  'unique_visitors',
  'registrations',
  'ftd_count',
  'ftd_amount',
  'depositing_players',
  'deposits_count',
  'deposits_amount',
  'cashouts_amount',
  'net_deposits',
  'click_to_reg',
  'reg_to_ftd',
] as const;
export type AffiliateMetric = (typeof AFFILIATE_METRICS)[number];

/** Metrics that are ratios (the rest are counts and minor-unit amounts). */
export const RATIO_METRICS = ['click_to_reg', 'reg_to_ftd'] as const satisfies readonly AffiliateMetric[];
export type RatioMetric = (typeof RATIO_METRICS)[number];

/** Metrics that are amounts in minor units of the reporting currency. */
export const AMOUNT_METRICS = [
  'ftd_amount',
  'deposits_amount',
  'cashouts_amount',
  'net_deposits',
] as const satisfies readonly AffiliateMetric[];

/** The currencies a report can be expressed in (rates in docs/console/reports.md). */
export const REPORTING_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type ReportingCurrency = (typeof REPORTING_CURRENCIES)[number];

export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The longest date range one report may cover, in days. */
export const MAX_REPORT_DAYS = 366;

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

/** Parses a `group_by` value into its dimensions, in the order given and without repeats. */
export function parseGroupBy(raw: string | undefined): ReportDimension[] {
  if (raw === undefined || raw === '') return ['stag'];
  const known: readonly string[] = REPORT_DIMENSIONS;
  const dimensions: ReportDimension[] = [];
  for (const name of raw.split(',')) {
    const dimension = REPORT_DIMENSIONS[known.indexOf(name)];
    if (dimension !== undefined && !dimensions.includes(dimension)) dimensions.push(dimension);
  }
  return dimensions;
}
