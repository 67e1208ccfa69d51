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
}

/**
 * The affiliate report over one storage. SQLite and PostgreSQL implement it (sql-affiliate-report.ts
 * with each dialect's date functions) and are held to the same suite; ClickHouse is its own issue.
 */
export interface AffiliateReportSource {
  run(params: AffiliateReportParams): Promise<AffiliateReport>;
}
