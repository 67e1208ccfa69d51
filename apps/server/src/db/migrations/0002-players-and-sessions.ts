import type { Kysely } from 'kysely';

/** Players with the fields a cashier needs, and their login sessions (token hashes only). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('gender', 'varchar(1)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)')
    .addColumn('city', 'varchar(100)')
    .addColumn('postal_code', 'varchar(20)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('kyc_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_player').on('sessions').column('player_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('players').execute();
}
