import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { DEVICE_TRIGGERS_POSTGRES, DEVICE_TRIGGERS_SQLITE } from '../../console/rollups/money-triggers.ts';

/**
 * Each player's first device, kept where the events are on ClickHouse (decision 120): the device
 * of their visitor's first event, looked up there by a background step and kept here, so that the
 * money rollups group a player's registration and payments by it as by country. The visitor's
 * hash (ClickHouse's key for the visitor) lets the step tell which players a new event may move;
 * the cursor is how far it has read ClickHouse's list of touched visitors. Empty where the events
 * are in this database (the rollups read the device from them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table player_devices (
    player_id varchar(36) primary key references players (id) on delete cascade,
    visitor_hash varchar(32) not null,
    device varchar(32))`.execute(db);
  await db.schema.createIndex('player_devices_visitor').on('player_devices').column('visitor_hash').execute();
  await sql`create table player_devices_cursor (id integer primary key, checked_until bigint not null)`.execute(
    db,
  );
  for (const trigger of postgres ? DEVICE_TRIGGERS_POSTGRES : DEVICE_TRIGGERS_SQLITE)
    await trigger.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const name of ['report_dirty_device_insert', 'report_dirty_device_update']) {
    await sql.raw(postgres ? `drop trigger ${name} on player_devices` : `drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('player_devices_cursor').execute();
  await db.schema.dropTable('player_devices').execute();
}
