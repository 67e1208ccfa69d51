import { sql, type Kysely } from 'kysely';

/**
 * Each visitor's latest visit, among all their events and among their human ones, as the traffic
 * rollups' batch step left it (decision 078): a batch that only extends it is counted from it and
 * its own events, not by walking back to the visit's start. Filled by the step as visitors come;
 * a visitor without a row is walked once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table traffic_open_visits (
    temp_player_id text primary key,
    last_at bigint not null, started bigint not null, views smallint not null, second_view bigint,
    humans_known smallint not null, humans_started bigint, humans_last bigint, humans_views smallint,
    humans_second bigint)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('traffic_open_visits').execute();
}
