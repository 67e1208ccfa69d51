import type { Kysely } from 'kysely';

/**
 * The account a deposit came from, as a key (a SHA-256 of the method and the account's
 * identifying fields, never the e-mail, phone or IBAN itself), so that a cashout can be held to
 * an account the player deposited with (docs/decisions/018-closed-loop-cashouts.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_destinations')
    .addColumn('transaction_id', 'varchar(36)', (c) =>
      c.primaryKey().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('method_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('destination_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_destinations_lookup')
    .on('payment_destinations')
    .columns(['player_id', 'method_id', 'destination_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_destinations').execute();
}
