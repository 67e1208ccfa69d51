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

/**
 * A visit ends after 30 minutes without an event from the visitor: the rule every report and
 * every store of visits (SQL rollups, ClickHouse's kept visits) decides visits by.
 */
export const VISIT_IDLE_MS = 30 * 60 * 1000;

/** The longest date range one report may cover, in days. */
export const MAX_REPORT_DAYS = 366;

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

/** Parses a `stag` filter (a comma-separated list) into its stags without repeats; none for none. */
export function parseStagFilter(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return [...new Set(raw.split(',').filter((stag) => stag !== ''))];
}

export type {
  AffiliateReportQuery,
  AffiliateMetrics,
  AffiliateReportRow,
  AffiliateReport,
} from './affiliate-report.schema.ts';
