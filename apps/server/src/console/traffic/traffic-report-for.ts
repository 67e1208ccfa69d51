import type { DatabaseHandle } from '../../db/kysely.ts';
import { RollupTrafficReport } from './rollup-traffic-report.ts';
import { SqlTrafficReport } from './sql-traffic-report.ts';
import { FoldThreads } from './fold-threads.ts';
import type { TrafficReportSource } from './traffic-report-source.ts';

/**
 * The traffic dashboard for the database the server runs on: its rollups for the questions they
 * cover (decision 078) once their background fill is done, raw events (both dialects) before it,
 * for the others and for the realtime card.
 */
export function trafficReportFor(
  handle: Pick<DatabaseHandle, 'db' | 'dialect' | 'connection'>,
): TrafficReportSource {
  // SQLite runs statements on the calling thread: its selective periods fold on threads of their
  // own (decision 124). PostgreSQL's reads wait on the network, not the thread.
  const threads = handle.dialect === 'sqlite' ? new FoldThreads(handle.connection) : undefined;
  return new RollupTrafficReport(handle.db, handle.dialect, new SqlTrafficReport(handle.db, threads));
}
