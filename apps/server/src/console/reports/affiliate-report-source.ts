import type { AffiliateReport, ReportDimension, ReportingCurrency } from '@playfront/contracts';

/** What one affiliate report asks for. */
export interface AffiliateReportParams {
  /** Inclusive UTC dates, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly groupBy: readonly ReportDimension[];
  readonly currency: ReportingCurrency;
  /** Only these `stag` values (an affiliate manager's affiliates); null for every stag and none. */
  readonly stags: readonly string[] | null;
  /** Count the events bots sent too (flagged at ingest); left out by default. */
  readonly includeBots?: boolean;
  /**
   * The caller reads no unique visitors (the funnel): the rollups may then leave them 0 and read
   * visit counts alone, which add up whatever the stag filter (decision 068).
   */
  readonly skipUniqueVisitors?: boolean;
}

/**
 * The affiliate report over one storage. SQLite and PostgreSQL implement it (sql-affiliate-report.ts
 * with each dialect's date functions) and are held to the same suite; ClickHouse is its own issue.
 */
export interface AffiliateReportSource {
  run(params: AffiliateReportParams): Promise<AffiliateReport>;
  /**
   * Second deposits (each player's second approved deposit ever) in the range per stag, when the
   * source keeps them (the rollups, decision 059); the funnel counts them itself otherwise.
   */
  secondDeposits?(
    params: Pick<AffiliateReportParams, 'from' | 'to' | 'stags'>,
  ): Promise<Map<string | null, number> | null>;
}
