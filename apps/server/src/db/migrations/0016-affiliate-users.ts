import type { Kysely } from 'kysely';

/**
 * Affiliate log-ins (decision 048): the people of an affiliate who log in to its view, kept apart
 * from staff (an outsider's account never holds a staff role), with sessions of their own (token
 * hashes only). Deleting an affiliate deletes its log-ins and their sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliate_users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('affiliate_id', 'varchar(36)', (c) =>
      c.notNull().references('affiliates.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    // Base32 TOTP secret; null only where development lets a log-in go without one.
    .addColumn('totp_secret', 'varchar(64)')
    // The staff member who made the log-in; null for seeded ones.
    .addColumn('created_by', 'varchar(36)', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affiliate_users_affiliate')
    .on('affiliate_users')
    .column('affiliate_id')
    .execute();

  await db.schema
    .createTable('affiliate_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('affiliate_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('affiliate_sessions_user').on('affiliate_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('affiliate_sessions').execute();
  await db.schema.dropTable('affiliate_users').execute();
}
