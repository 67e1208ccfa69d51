import type { DatabaseHandle } from '../../db/kysely.ts';
import type { AffiliateReportSource } from './affiliate-report-source.ts';
import type { EventsTraffic } from './events-traffic.ts';
import { POSTGRES_REPORT_DIALECT, SQLITE_REPORT_DIALECT } from './report-dialects.ts';
import { SqlAffiliateReport } from './sql-affiliate-report.ts';
import { RollupTraffic } from '../rollups/rollup-traffic.ts';

/**
 * The affiliate report for the database the server runs on; `traffic` reads visits and unique
 * visitors elsewhere (ClickHouse, when the events live there).
 */
export function affiliateReportFor(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  traffic?: EventsTraffic,
): AffiliateReportSource {
  const rollups = new RollupTraffic(handle.db, handle.dialect);
  return new SqlAffiliateReport(
    handle.db,
    handle.dialect === 'postgres' ? POSTGRES_REPORT_DIALECT : SQLITE_REPORT_DIALECT,
    // Money, and visits and unique visitors unless `traffic` is given, from the rollups (decision 059).
    rollups,
    traffic ?? rollups,
  );
}
