import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { batchEvents, seqOf, visitRows } from '../../console/rollups/traffic-contributions.ts';
import { encodedValue } from '../../console/rollups/traffic-rollup-keys.ts';

/**
 * The visits per stag (decision 114): what `traffic_visits` holds, keyed by stag too (encoded as a
 * value is: '' for none), each visit decided among its visitor's events of that stag, as a report
 * scoped to one stag decides them. Beside it, each visitor's one stag (`traffic_visitor_stags`:
 * null when their events carry more than one), so the step counts a one-stag visitor's visits
 * once for both tables and walks by stag only a visitor with two. Filled here, set-based, from the
 * events the traffic rollups count (up to `traffic_seq`); every later batch adds its own changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const clustered = sql.raw(postgres ? '' : 'without rowid');
  await sql`create table traffic_stag_visits (
    scope smallint not null, stag text not null, hour integer not null, second_day integer not null,
    visits integer not null, primary key (scope, stag, hour, second_day)) ${clustered}`.execute(db);
  await sql`create table traffic_visitor_stags (temp_player_id text primary key, stag text)`.execute(db);
  const { rows } = await sql<{ traffic_seq: number | string }>`
    select traffic_seq from rollup_watermark where id = 1`.execute(db);
  const counted = Number(rows[0]?.traffic_seq ?? 0);
  const seq = seqOf(postgres ? 'postgres' : 'sqlite');
  await sql`insert into traffic_stag_visits (scope, stag, hour, second_day, visits)
    select * from (${visitRows(batchEvents(seq, 0, counted), true)}) v where true`.execute(db);
  await sql`insert into traffic_visitor_stags (temp_player_id, stag)
    select temp_player_id, case when min(s) = max(s) then min(s) end from (
      select temp_player_id, ${encodedValue('stag')} as s from analytics_events
      where ${seq} <= ${counted} and temp_player_id is not null) e
    group by temp_player_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('traffic_visitor_stags').execute();
  await db.schema.dropTable('traffic_stag_visits').execute();
}
