import type { Kysely } from 'kysely';

/**
 * Account recovery (issue 14, decision 053): single-use link tokens (password reset, e-mail
 * verification) stored as their SHA-256 only; which address of a player was verified (a changed
 * address is unverified again by itself); and the development outbox, where mail lands when no
 * SMTP server is configured outside production.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('cascade'))
    // password_reset | email_verification
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    // For a verification link: the address it verifies (the player may have changed it since).
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // Set once, by the conditional UPDATE that spends the token; never cleared.
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('account_tokens_player')
    .on('account_tokens')
    .columns(['player_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('email_verifications')
    .addColumn('player_id', 'varchar(36)', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.dropTable('account_tokens').execute();
}
