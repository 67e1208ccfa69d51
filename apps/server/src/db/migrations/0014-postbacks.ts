import type { Kysely } from 'kysely';

/**
 * Postbacks (issue 12): each affiliate's URL templates per event, the log of their deliveries
 * (one per postback and player, so a scan that runs twice enqueues once), and the click id of
 * the landing URL kept with the player's first-touch attribution.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliate_postbacks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('affiliate_id', 'varchar(36)', (c) =>
      c.notNull().references('affiliates.id').onDelete('cascade'),
    )
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('url_template', 'varchar(2000)', (c) => c.notNull())
    .addColumn('enabled', 'smallint', (c) => c.notNull())
    // Players who registered (or deposited) before the postback existed are not sent.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('affiliate_postbacks_affiliate_event', ['affiliate_id', 'event'])
    .execute();

  await db.schema
    .createTable('postback_deliveries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('postback_id', 'varchar(36)', (c) =>
      c.notNull().references('affiliate_postbacks.id').onDelete('cascade'),
    )
    .addColumn('affiliate_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('stag', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(4000)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    // When the next attempt is due; a worker that takes one moves it on by a lease first.
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addUniqueConstraint('postback_deliveries_once', ['postback_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('postback_deliveries_due')
    .on('postback_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('postback_deliveries_affiliate')
    .on('postback_deliveries')
    .columns(['affiliate_id', 'created_at'])
    .execute();

  await db.schema.alterTable('player_attribution').addColumn('click_id', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_attribution').dropColumn('click_id').execute();
  await db.schema.dropTable('postback_deliveries').execute();
  await db.schema.dropTable('affiliate_postbacks').execute();
}
