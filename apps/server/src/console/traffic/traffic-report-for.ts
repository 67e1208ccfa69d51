import type { DatabaseHandle } from '../../db/kysely.ts';
import { SqlTrafficReport } from './sql-traffic-report.ts';
import type { TrafficReportSource } from './traffic-report-source.ts';

/** The traffic dashboard for the database the server runs on (raw events, both dialects). */
export function trafficReportFor(handle: Pick<DatabaseHandle, 'db'>): TrafficReportSource {
  return new SqlTrafficReport(handle.db);
}
