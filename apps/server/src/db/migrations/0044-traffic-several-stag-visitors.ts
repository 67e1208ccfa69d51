import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { seqOf } from '../../console/rollups/traffic-contributions.ts';

/**
 * The visitors under several stags found without a scan (decision 126): a stag list's dashboard
 * reads their events again to correct its visits and visitors from the stag rows, so it lists them
 * by a partial index of `traffic_visitor_stags`, the rows whose stag is null. A visitor with events
 * up to the rollups' seq but no row (a pseudonym after an erasure, whose one stag was not known)
 * is given a null row here, as erasure now gives it: for the step both mean "walk by stag".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const seq = seqOf(postgres ? 'postgres' : 'sqlite');
  await sql`insert into traffic_visitor_stags (temp_player_id, stag)
    select distinct e.temp_player_id, cast(null as text) from analytics_events e
    where e.temp_player_id is not null
      and e.${seq} <= (select traffic_seq from rollup_watermark where id = 1)
      and not exists (select 1 from traffic_visitor_stags s where s.temp_player_id = e.temp_player_id)`.execute(
    db,
  );
  await sql`create index traffic_visitor_stags_several on traffic_visitor_stags (temp_player_id)
    where stag is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('traffic_visitor_stags_several').execute();
}
