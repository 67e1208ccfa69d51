import type { Kysely } from 'kysely';

/** The analytics events table; event_id is the key that drops resent duplicates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('event_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('lib_version', 'varchar(32)', (c) => c.notNull())
    .addColumn('core_version', 'varchar(32)', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('hostname', 'varchar(253)')
    .addColumn('pathname', 'varchar(2048)')
    .addColumn('stag', 'varchar(128)')
    .addColumn('device', 'varchar(8)')
    .addColumn('browser', 'varchar(64)')
    .addColumn('temp_player_id', 'varchar(64)')
    .addColumn('license', 'varchar(32)')
    .addColumn('ip_country', 'varchar(2)')
    .addColumn('interlayer_id', 'varchar(128)')
    .addColumn('connection_type', 'varchar(32)')
    .addColumn('user_id', 'varchar(128)')
    .addColumn('loading_time', 'double precision')
    .addColumn('time_to_fetch_start', 'double precision')
    .addColumn('time_to_first_byte', 'double precision')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_project_time')
    .on('analytics_events')
    .columns(['project_id', 'timestamp'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
