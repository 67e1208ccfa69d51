import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The traffic dashboard's rollups (decision 078): first-seen counts per dimension value and day,
 * visitors and page views per hour, visits per hour they start (with their second page view's
 * day, for bounces), events and page views per dimension value and day, timing histograms for all
 * events. Empty here, so that an upgrade starts at once at any size: the updater's background step
 * fills them from the stored events in chunks (`traffic_seq`, the last event they count), and the
 * dashboard reads raw events until they have caught up with the watermark.
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
  // 0: every stored event is still to count (on a fresh database, none: they are in step at once).
  await db.schema
    .alterTable('rollup_watermark')
    .addColumn('traffic_seq', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rollup_watermark').dropColumn('traffic_seq').execute();
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
