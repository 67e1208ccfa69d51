import type { Migration, MigrationProvider } from 'kysely/migration';
import * as analyticsEvents from './0001-analytics-events.ts';
import * as playersAndSessions from './0002-players-and-sessions.ts';
import * as ledger from './0003-ledger.ts';
import * as savedProfiles from './0004-saved-profiles.ts';
import * as transactionProviderData from './0005-transaction-provider-data.ts';
import * as paymentDestinations from './0006-payment-destinations.ts';
import * as sessionLastSeen from './0007-session-last-seen.ts';
import * as operatorConsole from './0008-operator-console.ts';
import * as kycChecks from './0009-kyc-checks.ts';
import * as paymentsBackOffice from './0010-payments-back-office.ts';
import * as transactionsStatusAge from './0012-transactions-status-age.ts';
import * as eventBotFlag from './0013-event-bot-flag.ts';
import * as postbacks from './0014-postbacks.ts';
import * as affiliateUsers from './0016-affiliate-users.ts';
import * as staffManagement from './0017-staff-management.ts';
import * as accountRecovery from './0019-account-recovery.ts';
import * as playerProtection from './0020-player-protection.ts';
import * as reportRollups from './0021-report-rollups.ts';
import * as playerErasure from './0023-player-erasure.ts';
import * as trafficTimeIndex from './0024-traffic-time-index.ts';
import * as exclusionRegister from './0025-exclusion-register.ts';
import * as retention from './0026-retention.ts';
import * as firstSeenRollups from './0028-first-seen-rollups.ts';
import * as firstSeenMonths from './0030-first-seen-months.ts';
import * as rollupVisitorRenames from './0033-rollup-visitor-renames.ts';
import * as trafficRollups from './0034-traffic-rollups.ts';
import * as trafficOpenVisits from './0035-traffic-open-visits.ts';
import * as trafficTimingBuckets from './0037-traffic-timing-buckets.ts';
import * as trafficFirstSeenWeeks from './0039-traffic-first-seen-weeks.ts';
import * as trafficTimeScopeIndex from './0040-traffic-time-scope-index.ts';
import * as trafficStagTiming from './0041-traffic-stag-timing.ts';
import * as trafficStagVisits from './0042-traffic-stag-visits.ts';
import * as playerDevices from './0043-player-devices.ts';
import * as trafficSeveralStagVisitors from './0044-traffic-several-stag-visitors.ts';

/** Migrations in order; imported statically so the set is the same in source and in a bundle. */
const migrations: Record<string, Migration> = {
  '0001-analytics-events': analyticsEvents,
  '0002-players-and-sessions': playersAndSessions,
  '0003-ledger': ledger,
  '0004-saved-profiles': savedProfiles,
  '0005-transaction-provider-data': transactionProviderData,
  '0006-payment-destinations': paymentDestinations,
  '0007-session-last-seen': sessionLastSeen,
  '0008-operator-console': operatorConsole,
  '0009-kyc-checks': kycChecks,
  '0010-payments-back-office': paymentsBackOffice,
  '0012-transactions-status-age': transactionsStatusAge,
  '0013-event-bot-flag': eventBotFlag,
  '0014-postbacks': postbacks,
  '0016-affiliate-users': affiliateUsers,
  '0017-staff-management': staffManagement,
  '0019-account-recovery': accountRecovery,
  '0020-player-protection': playerProtection,
  '0021-report-rollups': reportRollups,
  '0023-player-erasure': playerErasure, // privacy (decision 061)
  '0024-traffic-time-index': trafficTimeIndex, // traffic dashboard (decision 064)
  '0025-exclusion-register': exclusionRegister, // protection: exclusion register (decision 066)
  '0026-retention': retention, // privacy: the retention job (decision 066)
  '0028-first-seen-rollups': firstSeenRollups, // affiliate report: additive unique visitors (decision 068)
  '0030-first-seen-months': firstSeenMonths, // affiliate report: month sums of the first-seen counts (decision 073)
  '0033-rollup-visitor-renames': rollupVisitorRenames, // rollups: batches read outside the write lock (decision 077)
  '0034-traffic-rollups': trafficRollups, // traffic dashboard: its rollups (decision 078)
  '0035-traffic-open-visits': trafficOpenVisits, // traffic dashboard: visitors' latest visits (decision 078)
  '0037-traffic-timing-buckets': trafficTimingBuckets, // traffic dashboard: timing by bucket (decision 088)
  '0039-traffic-first-seen-weeks': trafficFirstSeenWeeks, // traffic dashboard: first-seen counts by week (decision 091)
  '0040-traffic-time-scope-index': trafficTimeScopeIndex, // traffic dashboard: scoped reads by time, stag, country, device (decision 092)
  '0041-traffic-stag-timing': trafficStagTiming, // traffic dashboard: timing histograms per stag (decision 104)
  '0042-traffic-stag-visits': trafficStagVisits, // traffic dashboard: visits per stag (decision 114)
  '0043-player-devices': playerDevices, // affiliate report: players' first devices kept beside ClickHouse (decision 120)
  '0044-traffic-several-stag-visitors': trafficSeveralStagVisitors, // traffic dashboard: stag lists' visits from rows (decision 126)
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
