import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { backfillTrafficRollups } from '../../console/rollups/traffic-rollup-changes.ts';

/**
 * The traffic dashboard's rollups (decision 078): first-seen counts per dimension value and day,
 * visitors and page views per hour, visits per hour they start (with their second page view's
 * day, for bounces), events and page views per dimension value and day, timing histograms for all
 * events. Kept by the rollups' updater from its watermark; filled here, set-based, from the
 * events it has counted so far.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite: the rows are the index (a range's sums read the primary key alone). The timing
  // histograms lead by value: the card reads its top values' only (chosen by the value counts).
  const clustered = sql.raw(postgres ? '' : 'without rowid');
  const sample = sql.raw(postgres ? 'double precision' : 'real');
  await sql`create table traffic_first_seen (
    scope smallint not null, dim smallint not null, day integer not null, prev integer not null,
    value text not null, visitors integer not null,
    primary key (scope, dim, day, prev, value)) ${clustered}`.execute(db);
  await sql`create table traffic_value_counts (
    scope smallint not null, dim smallint not null, day integer not null, value text not null,
    events integer not null default 0, pageviews integer not null default 0,
    loading_samples integer not null default 0, ttfb_samples integer not null default 0,
    primary key (scope, dim, day, value)) ${clustered}`.execute(db);
  await sql`create table traffic_hours (
    scope smallint not null, hour integer not null,
    visitors integer not null default 0, pageviews integer not null default 0,
    primary key (scope, hour)) ${clustered}`.execute(db);
  await sql`create table traffic_visits (
    scope smallint not null, hour integer not null, second_day integer not null,
    visits integer not null,
    primary key (scope, hour, second_day)) ${clustered}`.execute(db);
  await sql`create table traffic_timing (
    scope smallint not null, dim smallint not null, day integer not null, value text not null,
    metric smallint not null, sample ${sample} not null, samples integer not null,
    primary key (scope, dim, value, metric, day, sample)) ${clustered}`.execute(db);
  const { rows } = await sql<{ seq: number | string }>`select seq from rollup_watermark where id = 1`.execute(
    db,
  );
  await backfillTrafficRollups(db, postgres ? 'postgres' : 'sqlite', Number(rows[0]?.seq ?? 0));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'traffic_timing',
    'traffic_visits',
    'traffic_hours',
    'traffic_value_counts',
    'traffic_first_seen',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
