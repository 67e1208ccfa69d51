import type { ClickHouseClient } from '@clickhouse/client';
import { integerLiteral } from './clickhouse-literal.ts';
import {
  backfillFirstDevices,
  FIRST_DEVICES_TABLE,
  FIRST_DEVICES_VIEW,
} from './clickhouse-first-devices-kept.ts';
import {
  listStoredDaysAgain,
  PAGEVIEW_DAYS_TABLE,
  PAGEVIEW_STAG_DAYS_TABLE,
  pageviewStagDaysTable,
} from './clickhouse-pageview-days.ts';
import { clickHouseClient, type ClickHouseSettings } from './clickhouse-settings.ts';
import {
  listStoredTimingDays,
  TIMING_BUILT_TABLE,
  TIMING_DEVICES_TABLE,
  TIMING_DIRTY_TABLE,
  TIMING_DIRTY_VIEW,
  TIMING_PAGE_COUNTS_TABLE,
  TIMING_PAGES_TABLE,
  TIMING_WATERMARK_TABLE,
} from './clickhouse-timing-days.ts';
import { TIMING_STAG_CELLS_TABLE, timingStagCellsTable } from './clickhouse-timing-stag-days.ts';
import { narrowGranules } from './clickhouse-table-granules.ts';
import { moveWatermarkToMergeTree } from './clickhouse-watermark-tables.ts';
import { TIMING_WEEK_BUILT_TABLE } from './clickhouse-timing-weeks.ts';
import { VISIT_BOUNCE_DAYS_TABLE } from './clickhouse-visit-bounce-days.ts';
import { VISIT_DAYS_TABLE } from './clickhouse-visit-days.ts';
import {
  TIMING_DIRTY_NEXT_VIEW,
  TIMING_DIRTY_PREVIOUS_VIEW,
  VISIT_STAG_DAYS_TABLE,
  VISIT_STAG_SETS_TABLE,
} from './clickhouse-visit-stag-days.ts';
import { VISITOR_STAG_DAYS_TABLE, visitorStagDaysTable } from './clickhouse-visitor-stag-days.ts';
import {
  addPresencePairs,
  VISITOR_CHAIN_BUILT_TABLE,
  VISITOR_CHAIN_DAYS_TABLE,
  VISITOR_PRESENCE_TABLE,
} from './clickhouse-visitor-chains.ts';
import {
  backfillVisitorsDaily,
  VISITORS_DAILY_TABLE,
  VISITORS_DAILY_VIEW,
} from './clickhouse-visitors-daily.ts';
import {
  addVisitsWriter,
  backfillVisits,
  VISITS_DIRTY_TABLE,
  VISITS_DIRTY_VIEW,
  VISITS_TABLE,
  VISITS_WATERMARK_TABLE,
} from './clickhouse-visits.ts';

/** A step's part: a statement, or work that needs answers from the server (a backfill). */
type ClickHouseStepPart = string | ((client: ClickHouseClient) => Promise<void>);

/** How long a migration's request may take: a backfill reads every stored event once. */
const MIGRATION_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * The events' schema on ClickHouse, as numbered steps applied once each (recorded in
 * `schema_migrations`). Written for ClickHouse 18.16, what Debian ships, and run unchanged by
 * current releases: no DateTime64, codecs or TTL, no Nullable in a sorting key, no query
 * parameters (decision 057 lists what a newer server allows and how a step would add it).
 */
export const CLICKHOUSE_MIGRATIONS: readonly (readonly ClickHouseStepPart[])[] = [
  // 1: raw events. Times stay unix milliseconds in Int64 (DateTime is whole seconds and
  // DateTime64 is not in 18.16); event_date is derived from the client time for partitions
  // and the primary key. ReplacingMergeTree collapses a row sent twice (same day, same
  // event_id) in its merges; reports never rely on merges having run: they count by event_id.
  [
    `CREATE TABLE IF NOT EXISTS analytics_events (
      event_id String,
      event String,
      project_id String,
      mode String,
      lib_version String,
      core_version String,
      timestamp Int64,
      hostname Nullable(String),
      pathname Nullable(String),
      stag Nullable(String),
      device Nullable(String),
      browser Nullable(String),
      temp_player_id Nullable(String),
      license Nullable(String),
      ip_country Nullable(String),
      interlayer_id Nullable(String),
      connection_type Nullable(String),
      user_id Nullable(String),
      loading_time Nullable(Float64),
      time_to_fetch_start Nullable(Float64),
      time_to_first_byte Nullable(Float64),
      received_at Int64,
      bot UInt8,
      event_date Date MATERIALIZED toDate(toDateTime(intDiv(timestamp, 1000), 'UTC'))
    ) ENGINE = ReplacingMergeTree(received_at)
    PARTITION BY toYYYYMM(event_date)
    ORDER BY (event_date, event_id)`,
  ],
  // 2: the hourly rollup of the traffic dimensions, kept by a materialized view on insert.
  // Counts are uniqExact states (visitors by temp_player_id, page views by event_id), so an
  // event inserted twice is still one page view. A dimension's NULL is stored as '\0': a sorting
  // key cannot be Nullable on 18.16, and the collector refuses NUL in every string.
  [
    `CREATE TABLE IF NOT EXISTS analytics_events_hourly (
      hour Int64,
      bot UInt8,
      stag String,
      interlayer_id String,
      ip_country String,
      device String,
      browser String,
      pathname String,
      license String,
      visitors AggregateFunction(uniqExact, String),
      pageviews AggregateFunction(uniqExactIf, String, UInt8)
    ) ENGINE = AggregatingMergeTree()
    PARTITION BY toYYYYMM(toDate(toDateTime(intDiv(hour, 1000), 'UTC')))
    ORDER BY (hour, bot, stag, interlayer_id, ip_country, device, browser, pathname, license)`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_events_hourly_mv TO analytics_events_hourly AS
    SELECT intDiv(timestamp, 3600000) * 3600000 AS hour, bot,
      ifNull(stag, '\\0') AS stag, ifNull(interlayer_id, '\\0') AS interlayer_id,
      ifNull(ip_country, '\\0') AS ip_country, ifNull(device, '\\0') AS device,
      ifNull(browser, '\\0') AS browser, ifNull(pathname, '\\0') AS pathname,
      ifNull(license, '\\0') AS license,
      uniqExactState(temp_player_id) AS visitors,
      uniqExactIfState(event_id, event = 'page_view') AS pageviews
    FROM analytics_events
    GROUP BY hour, bot, stag, interlayer_id, ip_country, device, browser, pathname, license`,
  ],
  // 3: distinct visitors per day and one dimension (decision 070), read by the dashboard's
  // cards and series and by the affiliate report's unique visitors instead of the nine-way
  // hourly rollup. The view first, then the days stored before it: a deployment's existing
  // events are read once, one day per insert; the first delivery after the upgrade waits for it.
  [VISITORS_DAILY_TABLE, VISITORS_DAILY_VIEW, backfillVisitorsDaily],
  // 4: every visit kept ahead of time (decision 072), rewritten by an updater from a watermark
  // over the visitors each insert touched; the work list's view first, then the stored events.
  [VISITS_TABLE, VISITS_DIRTY_TABLE, VISITS_WATERMARK_TABLE, VISITS_DIRTY_VIEW, backfillVisits],
  // 5: each visitor's first device as an argMin state (decision 080), read by the affiliate
  // report grouped by device instead of their raw events; the view first, then the stored events.
  [FIRST_DEVICES_TABLE, FIRST_DEVICES_VIEW, backfillFirstDevices],
  // 6: the instance that wrote each kept visit (decision 080): two instances' rows at one
  // version are told apart, and the later one's round is redone.
  [addVisitsWriter],
  // 7: the timing cards' cells per day (decision 090): pages', devices', the pages' sample
  // counts, and the record of each finished rebuild.
  [TIMING_PAGES_TABLE, TIMING_DEVICES_TABLE, TIMING_PAGE_COUNTS_TABLE, TIMING_BUILT_TABLE],
  // 8: the days each insert touches, the updater's work list (the view first), with every day of
  // the stored events on it: the updater builds them in the background, no event read here.
  [TIMING_DIRTY_TABLE, TIMING_WATERMARK_TABLE, TIMING_DIRTY_VIEW, listStoredTimingDays],
  // 9: the dashboard's page views per day, rebuilt with the timing cells (decision 094); every
  // stored day listed again, so a day built before is read from the rollup until rebuilt.
  [PAGEVIEW_DAYS_TABLE, listStoredDaysAgain],
  // 10: the same page views per stag, for a dashboard restricted to stags (decision 097); every
  // stored day listed again, so a day built before is read from the rollup until rebuilt.
  [PAGEVIEW_STAG_DAYS_TABLE, listStoredDaysAgain],
  // 11: the timing cards' cells per stag, for a dashboard restricted to stags (decision 099);
  // every stored day listed again, so a day built before is read from raw events until rebuilt.
  [TIMING_STAG_CELLS_TABLE, listStoredDaysAgain],
  // 12: the visits per stag and day, for a dashboard restricted to stags (decision 102), and the
  // next day stamped on the work list for events in a day's last 30 minutes (they decide its
  // first visits); every stored day listed again, read from raw events until rebuilt.
  [VISIT_STAG_DAYS_TABLE, TIMING_DIRTY_NEXT_VIEW, listStoredDaysAgain],
  // 13: the visitors per stag and day, for a dashboard restricted to stags (decision 105); every
  // stored day listed again, read from the daily rollup's sets until rebuilt.
  [VISITOR_STAG_DAYS_TABLE, listStoredDaysAgain],
  // 14: the kept visits' counts per day and first dimensions, for the affiliate report without
  // FINAL (decision 110); every stored day listed again, read from the kept visits until rebuilt.
  [VISIT_DAYS_TABLE, listStoredDaysAgain],
  // 15: each day's visitors' presence and their chain links (decision 112), counted for the
  // affiliate report's unique visitors instead of the daily rollup's sets; every stored day
  // listed again, read from the sets until rebuilt.
  [VISITOR_PRESENCE_TABLE, VISITOR_CHAIN_DAYS_TABLE, VISITOR_CHAIN_BUILT_TABLE, listStoredDaysAgain],
  // 16: the cards' values of each presence row, so every card and the affiliate report's
  // groupings by country, device or interlayer id count chain links too (decision 113); every
  // stored day listed again, rebuilt and linked with its values, read from the sets until then.
  [addPresencePairs, listStoredDaysAgain],
  // 17: the kept visits of each day by the day of their second page view, for the dashboard's
  // visits and bounces without FINAL (decision 116), rebuilt whenever the visits updater writes a
  // day's visits; every stored day listed again, read from the kept visits until rebuilt.
  [VISIT_BOUNCE_DAYS_TABLE, listStoredDaysAgain],
  // 18: a stags' dashboard's visits per day by the subsets of each visitor's stags and the day of
  // their second page view (decision 119), so only a rare visitor is read from raw events; the
  // previous day stamped for events in a day's first hour (they decide its open visits);
  // step 12's table no longer written (dropped a release later); every stored day listed again,
  // read from raw events until rebuilt.
  [VISIT_STAG_SETS_TABLE, TIMING_DIRTY_PREVIOUS_VIEW, listStoredDaysAgain],
  // 19: the timing cards' cells and the kept visits' counts per whole week (decision 118), summed
  // from the days' rows into their tables, and the record of each; no event read: the updater's
  // next step writes every stored week whose seven days are built, until then read by day.
  [TIMING_WEEK_BUILT_TABLE],
  // 20: the tables a list of stags reads, written again with granules of 1,024 rows (decision
  // 121): a stag's rows of a card and month are fewer than 18.16's default 8,192, so a card of ten
  // stags read granules of other stags mostly. Rows copied, no day rebuilt.
  [
    (client) => narrowGranules(client, 'analytics_pageview_stag_days', pageviewStagDaysTable),
    (client) => narrowGranules(client, 'analytics_visitor_stag_days', visitorStagDaysTable),
    (client) => narrowGranules(client, 'analytics_timing_stag_cells', timingStagCellsTable),
  ],
  // 21: the two watermarks moved from TinyLog to a MergeTree by day (decision 122), their place
  // copied: the work lists' pruning drops their old days, and a read beside an insert is safe.
  [
    (client) => moveWatermarkToMergeTree(client, 'analytics_visits_watermark'),
    (client) => moveWatermarkToMergeTree(client, 'analytics_timing_watermark'),
  ],
];

/**
 * Creates the database if missing and applies the steps not yet recorded, in order. Every
 * statement is `IF NOT EXISTS`, so a step cut short (ClickHouse has no DDL transactions) is
 * simply run again by the next start.
 */
export async function migrateClickHouse(
  settings: Pick<ClickHouseSettings, 'url' | 'username' | 'password' | 'database'>,
  /** The last step to apply: all unless told (a test sets up an older deployment's schema). */
  upTo = CLICKHOUSE_MIGRATIONS.length,
): Promise<void> {
  const { database } = settings;
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(database)) {
    throw new Error(`EVENTS_CLICKHOUSE_DATABASE must be a plain name (letters, digits, _): ${database}`);
  }
  const admin = clickHouseClient({ ...settings, database: undefined });
  try {
    await admin.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
  } finally {
    await admin.close();
  }
  const client = clickHouseClient({ ...settings, requestTimeoutMs: MIGRATION_TIMEOUT_MS });
  try {
    await client.command({
      query:
        'CREATE TABLE IF NOT EXISTS schema_migrations (version UInt32, applied_at DateTime) ENGINE = TinyLog',
    });
    const result = await client.query({
      query: 'SELECT max(version) AS version FROM schema_migrations',
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ version: number | string }>();
    const applied = Number(row?.version ?? 0);
    for (const [index, statements] of CLICKHOUSE_MIGRATIONS.entries()) {
      const version = index + 1;
      if (version <= applied || version > upTo) continue;
      for (const part of statements) {
        if (typeof part === 'string') await client.command({ query: part });
        else await part(client);
      }
      await client.command({
        query: `INSERT INTO schema_migrations VALUES (${integerLiteral(version)}, now())`,
      });
    }
  } finally {
    await client.close();
  }
}
