import type { Kysely } from 'kysely';

/**
 * The payments back office (issue 12): the review of each cashout the auto-approval rule did
 * not release (one row per cashout, its state moved by conditional updates so a double click
 * decides once), and staff notes on players.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cashout_reviews')
    .addColumn('transaction_id', 'varchar(36)', (c) =>
      c.primaryKey().references('transactions.id').onDelete('cascade'),
    )
    // CASHOUT_REVIEW_STATES: queued, awaiting_second_approval, approved, rejected.
    .addColumn('state', 'varchar(32)', (c) => c.notNull())
    // 1 above the threshold: two different approvers must agree (maker–checker).
    .addColumn('needs_second_approval', 'integer', (c) => c.notNull())
    .addColumn('first_approver_id', 'varchar(36)', (c) => c.references('staff.id'))
    .addColumn('decided_by', 'varchar(36)', (c) => c.references('staff.id'))
    .addColumn('reason', 'varchar(32)')
    .addColumn('note', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cashout_reviews_state').on('cashout_reviews').column('state').execute();

  await db.schema
    .createTable('player_notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('staff_id', 'varchar(36)', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('body', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_notes_player')
    .on('player_notes')
    .columns(['player_id', 'created_at'])
    .execute();

  // Transaction search looks players' transactions up by time and by the provider's reference.
  await db.schema
    .createIndex('transactions_provider_reference')
    .on('transactions')
    .column('provider_reference')
    .execute();
  await db.schema.createIndex('transactions_created').on('transactions').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_created').execute();
  await db.schema.dropIndex('transactions_provider_reference').execute();
  await db.schema.dropTable('player_notes').execute();
  await db.schema.dropTable('cashout_reviews').execute();
}
