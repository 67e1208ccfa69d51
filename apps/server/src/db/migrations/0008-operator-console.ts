import type { Kysely } from 'kysely';

/**
 * The operator console (issue 12): staff accounts apart from players, their sessions (token
 * hashes only), the audit log of every staff write, affiliates and the `stag` values they own,
 * and each player's first-touch attribution kept at registration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    // Comma-separated STAFF_ROLES: a handful at most, always read with the member.
    .addColumn('roles', 'varchar(200)', (c) => c.notNull())
    // Base32 TOTP secret; null until the member enrols a second factor.
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', 'varchar(36)', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // Null for writes made by the system itself (seeding).
    .addColumn('staff_id', 'varchar(36)')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'varchar(500)')
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('affiliates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    // The affiliate manager who looks after this affiliate; null when none is assigned.
    .addColumn('manager_id', 'varchar(36)', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('affiliate_stags')
    .addColumn('stag', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('affiliate_id', 'varchar(36)', (c) =>
      c.notNull().references('affiliates.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affiliate_stags_affiliate')
    .on('affiliate_stags')
    .column('affiliate_id')
    .execute();

  await db.schema
    .createTable('player_attribution')
    .addColumn('player_id', 'varchar(36)', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('stag', 'varchar(100)')
    .addColumn('interlayer_id', 'varchar(100)')
    .addColumn('temp_player_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_attribution_stag').on('player_attribution').column('stag').execute();
  await db.schema
    .createIndex('player_attribution_visitor')
    .on('player_attribution')
    .column('temp_player_id')
    .execute();

  // The report reads events by visitor and time (visits), and money by action and time.
  await db.schema
    .createIndex('analytics_events_visitor_time')
    .on('analytics_events')
    .columns(['temp_player_id', 'timestamp'])
    .execute();
  await db.schema
    .createIndex('transactions_action_time')
    .on('transactions')
    .columns(['action', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_action_time').execute();
  await db.schema.dropIndex('analytics_events_visitor_time').execute();
  await db.schema.dropTable('player_attribution').execute();
  await db.schema.dropTable('affiliate_stags').execute();
  await db.schema.dropTable('affiliates').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
