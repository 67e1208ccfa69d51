/**
 * What benchmarks and browser tests may use of the server, as `@playfront/server/testing`: the
 * app and its config, the throwaway databases tests start, and the few internals a bench seeds
 * data through. Everything else in apps/server is private to it (the import rules in
 * .dependency-cruiser.mjs hold bench/ and e2e/ to this module), so the server can move its
 * modules without breaking them.
 */
export { buildApp } from './app.ts';
export { DEVELOPMENT_WEBHOOK_SECRET, loadConfig, type Config } from './config.ts';
export { signNotification, SIGNATURE_HEADER } from './payments/callbacks/notification-signature.ts';
export { callbackPath } from './payments/callbacks/callback-route.ts';
export { migrateToLatest, openDatabase } from './db/kysely.ts';
export { EVENT_COLUMNS } from './events/event-columns.ts';
export { DEMO_PLAYER, seedDemoData } from './demo-data/seed-demo-data.ts';
export { DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from './demo-data/seed-demo-staff.ts';
export { DEMO_AFFILIATE, DEMO_AFFILIATE_USER } from './demo-data/seed-demo-staff.ts';
export { currentTotp } from './console/staff/totp.ts';
export { catalogue } from './payments/catalogue/index.ts';
export { ledger } from './payments/ledger/ledger.ts';
export { savedProfiles } from './payments/profiles/saved-profiles-repository.ts';
export { playerText } from './payments/player-text/player-text.ts';
export { startPostgres, type PostgresCluster } from '../test/helpers/postgres.ts';
export { makeEvent, uuidV7 } from '../test/helpers/analytics-events.ts';
// account recovery (decision 053): the local SMTP receiver journeys read mail from
export { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../test/helpers/smtp-receiver.ts';
export { startRedis, type RedisServer } from '../test/helpers/redis.ts';
// events on ClickHouse (decision 057)
export { startClickHouse, type ClickHouseServer } from '../test/helpers/clickhouse.ts';
export {
  CLICKHOUSE_SERVER_BINARY,
  prepareClickHouseFolder,
  requireClickHouseBinary,
  waitForClickHouse,
} from '../test/helpers/clickhouse-folder.ts';
export { freePort } from '../test/helpers/free-port.ts';
// report rollups (decision 059): bench/console/reports.bench.ts
export { affiliateReportFor } from './console/reports/affiliate-report-for.ts';
export { FunnelReportSource } from './console/reports/funnel-report.ts';
export { trafficReportFor } from './console/traffic/traffic-report-for.ts';
// the traffic dashboard's rollups beside its raw report (decision 078)
export { SqlTrafficReport } from './console/traffic/sql-traffic-report.ts';
export { RollupTrafficReport } from './console/traffic/rollup-traffic-report.ts';
export { ImmediateSqliteDialect } from './db/immediate-sqlite-dialect.ts';
export { openNodeSqlite } from './db/node-sqlite.ts';
export { readsArraysFrom } from './db/array-rows.ts';
export { FoldThreads } from './console/traffic/fold-threads.ts';
export { SQLITE_PRAGMAS } from './db/kysely.ts';
export { rollupsCover } from './console/traffic/rollup-traffic-report.ts';
export { migrationProvider } from './db/migrations/index.ts';
export { KyselyEventsSink } from './events/kysely-events-sink.ts';
export type { EventsSink, StoredEvent } from './events/events-sink.ts';
export { openEventsWriter } from './events/events-writer.ts';
export { keepRollupsUpdated } from './console/rollups/rollup-updates.ts';
export { keepRollupsUpdatedInWorker } from './console/rollup-thread/rollup-step-thread.ts';
export { rollupUpdaterOf } from './console/rollups/rollup-updater.ts';
export { seededRandom } from './demo-data/seeded-random.ts';
// ClickHouse reports bench (decision 065)
export { clickHouseAffiliateReport } from './console/clickhouse/clickhouse-report-sources.ts';
export {
  ClickHouseTrafficReport,
  type ReportSources,
} from './console/clickhouse/clickhouse-traffic-report.ts';
export { timingCards, type TimingSource } from './console/clickhouse/clickhouse-traffic-timing.ts';
export { migrateClickHouse } from './events/clickhouse/clickhouse-schema.ts';
export { clickHouseClient } from './events/clickhouse/clickhouse-settings.ts';
// ClickHouse reports bench: the kept visits filled again after the bench writes events (decision 072)
export { backfillVisits } from './events/clickhouse/clickhouse-visits.ts';
export { ClickHouseTimingDaysUpdater } from './events/clickhouse/clickhouse-timing-days-updater.ts';
export { ClickHouseVisitsUpdater } from './events/clickhouse/clickhouse-visits-updater.ts';
// ClickHouse insert formats bench (decision 082)
export { TAB_SEPARATED_INSERT, tabSeparatedRow } from './events/clickhouse/tab-separated-rows.ts';
