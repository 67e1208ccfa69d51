import type { DatabaseHandle } from '../../db/kysely.ts';
import type { AffiliateReportSource } from './affiliate-report-source.ts';
import { POSTGRES_REPORT_DIALECT, SQLITE_REPORT_DIALECT } from './report-dialects.ts';
import { SqlAffiliateReport } from './sql-affiliate-report.ts';
import { RollupTraffic } from '../rollups/rollup-traffic.ts';

/** The affiliate report for the database the server runs on. */
export function affiliateReportFor(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): AffiliateReportSource {
  return new SqlAffiliateReport(
    handle.db,
    handle.dialect === 'postgres' ? POSTGRES_REPORT_DIALECT : SQLITE_REPORT_DIALECT,
    // Visits and unique visitors from the rollups (decision 059), kept by their updater.
    new RollupTraffic(handle.db, handle.dialect),
  );
}
