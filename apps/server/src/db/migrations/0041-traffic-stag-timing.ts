import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { batchEvents, seqOf, timingRows } from '../../console/rollups/traffic-contributions.ts';

/**
 * The timing histograms per stag (decision 104): what `traffic_timing` holds, keyed by the event's
 * stag too (encoded as a value is: '' for none), so that a dashboard scoped to a stag or a list of
 * stags takes its timing card from them (histograms add over stags). Led by scope, stag, dimension
 * and day: the card reads one stag's range, every value of it. By day only: a stag's weeks held
 * three quarters as many rows as its days at 2M events, not worth their upserts at every batch.
 * Filled here,
 * set-based, from the events the traffic rollups count (up to `traffic_seq`); every later batch
 * (and the background fill, if it is still running) adds its own rows from then on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const clustered = sql.raw(postgres ? '' : 'without rowid');
  const sample = sql.raw(postgres ? 'double precision' : 'real');
  await sql`create table traffic_stag_timing (
    scope smallint not null, stag text not null, dim smallint not null, day integer not null,
    value text not null, metric smallint not null, sample ${sample} not null, samples integer not null,
    primary key (scope, stag, dim, day, value, metric, sample)) ${clustered}`.execute(db);
  const { rows } = await sql<{ traffic_seq: number | string }>`
    select traffic_seq from rollup_watermark where id = 1`.execute(db);
  const counted = Number(rows[0]?.traffic_seq ?? 0);
  const events = batchEvents(seqOf(postgres ? 'postgres' : 'sqlite'), 0, counted);
  await sql`insert into traffic_stag_timing (scope, stag, dim, value, day, metric, sample, samples)
    select * from (${timingRows(events, 'day', true)}) t where true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('traffic_stag_timing').execute();
}
