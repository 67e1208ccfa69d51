import type { Kysely } from 'kysely';

/**
 * Player data export and erasure (issue 14, decision 061): when a player's account was erased
 * (log-in refused from then on), the erasure's own record (staff see that it happened, never what
 * was erased), and indexes to find a player's analytics events by user id and visitor id, which
 * both the export and the erasure read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('erased_at', 'bigint').execute();

  await db.schema
    .createTable('player_erasures')
    .addColumn('player_id', 'varchar(36)', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    // The random value the player's ids become in events and attribution; linked to nothing.
    .addColumn('pseudonym', 'varchar(64)', (c) => c.notNull())
    // JSON list of the visitor ids whose events still wait for pseudonymisation (the
    // attribution's copy is erased at once); null once the events are done.
    .addColumn('pending_visitor_ids', 'text')
    .addColumn('events_done_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('player_erasures_events_pending')
    .on('player_erasures')
    .column('events_done_at')
    .execute();

  // By visitor the events have an index already (temp_player_id, timestamp: migration 0008);
  // this is its twin by user id. One index more on the events table, not two: each costs inserts.
  await db.schema
    .createIndex('analytics_events_user_time')
    .on('analytics_events')
    .columns(['user_id', 'timestamp'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_events_user_time').execute();
  await db.schema.dropTable('player_erasures').execute();
  await db.schema.alterTable('players').dropColumn('erased_at').execute();
}
