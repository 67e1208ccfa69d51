import type { Kysely } from 'kysely';

/**
 * Player protection (issue 14, decision 055): the deposit limits a player sets on themselves, one
 * row per period, with the change waiting for its cooling-off period; the cool-offs and
 * self-exclusions they take; the reality-check interval they choose. Rows belong to the player
 * and go with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_limits')
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('cascade'))
    // day | week | month (contracts DEPOSIT_LIMIT_PERIODS)
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    // Minor units in force; null: no limit (a removal that has applied).
    .addColumn('amount', 'bigint')
    // An increase or removal waiting for its cooling-off: applies at pending_effective_at.
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_effective_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('deposit_limits_pk', ['player_id', 'period'])
    .execute();

  await db.schema
    .createTable('player_exclusions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('cascade'))
    // cool_off | self_exclusion
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_exclusions_player')
    .on('player_exclusions')
    .columns(['player_id', 'ends_at'])
    .execute();

  await db.schema
    .createTable('reality_checks')
    .addColumn('player_id', 'varchar(36)', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reality_checks').execute();
  await db.schema.dropTable('player_exclusions').execute();
  await db.schema.dropTable('deposit_limits').execute();
}
