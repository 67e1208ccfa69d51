import type { Kysely } from 'kysely';

/**
 * Saved payment profiles, shown first in the cashier. A card keeps only brand, last four,
 * expiry and holder plus a provider token; never the full number, never the CVV. Bank accounts
 * and crypto addresses are kept masked for display (`display`), with the provider token standing
 * in for the full value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_profiles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('method_id', 'varchar(64)', (c) => c.notNull())
    /** card | bank_account | crypto_address | wallet */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    /** What the player sees, already masked, e.g. `Visa •••• 4242` or `DE89 •••• 3000`. */
    .addColumn('display', 'varchar(100)', (c) => c.notNull())
    /** Non-secret details as JSON: card brand, last4, expiry month/year, holder; masked account. */
    .addColumn('details', 'text', (c) => c.notNull())
    /** The provider's (sandbox's) token for the instrument. */
    .addColumn('token', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_profiles_player')
    .on('saved_profiles')
    .columns(['player_id', 'method_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_profiles').execute();
}
