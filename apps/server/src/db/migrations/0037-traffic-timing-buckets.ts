import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { weekOfDay } from '../../console/rollups/traffic-columns.ts';
import { timingBucketSql } from '../../console/rollups/timing-bucket-sql.ts';

/**
 * The timing histograms by bucket (decision 088): the rows of exact sample values that
 * migration 0034's tables hold are merged into their buckets, set-based from the histograms
 * themselves (no event is read again; about a fifth of a minute at 2 million events), and summed
 * by week too, as are the value counts, for the ranges' whole weeks. Whatever the background fill
 * has not reached yet it writes by bucket, by day and by week, from then on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const clustered = sql.raw(postgres ? '' : 'without rowid');
  const sample = sql.raw(postgres ? 'double precision' : 'real');
  const bucket = sql.raw(timingBucketSql('sample'));
  await sql`create table traffic_timing_buckets (
    scope smallint not null, dim smallint not null, day integer not null, value text not null,
    metric smallint not null, sample ${sample} not null, samples integer not null,
    primary key (scope, dim, value, metric, day, sample)) ${clustered}`.execute(db);
  await sql`insert into traffic_timing_buckets (scope, dim, day, value, metric, sample, samples)
    select scope, dim, day, value, metric, ${bucket} as bucket, sum(samples) from traffic_timing
    group by scope, dim, value, metric, day, ${bucket}
    having sum(samples) <> 0`.execute(db);
  await db.schema.dropTable('traffic_timing').execute();
  await db.schema.alterTable('traffic_timing_buckets').renameTo('traffic_timing').execute();
  await sql`create table traffic_timing_weeks (
    scope smallint not null, dim smallint not null, week integer not null, value text not null,
    metric smallint not null, sample ${sample} not null, samples integer not null,
    primary key (scope, dim, value, metric, week, sample)) ${clustered}`.execute(db);
  const week = weekOfDay(sql.ref('day'));
  await sql`insert into traffic_timing_weeks (scope, dim, week, value, metric, sample, samples)
    select scope, dim, ${week} as week, value, metric, sample, sum(samples) from traffic_timing
    group by scope, dim, value, metric, ${week}, sample
    having sum(samples) <> 0`.execute(db);
  await sql`create table traffic_value_counts_weeks (
    scope smallint not null, dim smallint not null, week integer not null, value text not null,
    events integer not null default 0, pageviews integer not null default 0,
    loading_samples integer not null default 0, ttfb_samples integer not null default 0,
    primary key (scope, dim, week, value)) ${clustered}`.execute(db);
  await sql`insert into traffic_value_counts_weeks
      (scope, dim, week, value, events, pageviews, loading_samples, ttfb_samples)
    select scope, dim, ${week} as week, value, sum(events), sum(pageviews), sum(loading_samples),
      sum(ttfb_samples)
    from traffic_value_counts group by scope, dim, ${week}, value`.execute(db);
}

/** The exact values are gone: going back keeps the buckets by day in the table of the old name. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('traffic_value_counts_weeks').execute();
  await db.schema.dropTable('traffic_timing_weeks').execute();
}
