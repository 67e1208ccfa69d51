import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { timingBucketSql } from '../../console/traffic/timing-bucket-sql.ts';

/**
 * The timing histograms by bucket (decision 088): the rows of exact sample values that
 * migration 0034's tables hold are merged into their buckets, set-based from the histograms
 * themselves (no event is read again; about a fifth of a minute at 2 million events). Whatever
 * the background fill has not reached yet it writes by bucket from then on.
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
}

/** The exact values are gone: going back keeps the buckets in the table of the old name. */
export async function down(): Promise<void> {}
