import type { Kysely } from 'kysely';

/**
 * What a provider adapter keeps about a transaction between its steps, as JSON: a crypto
 * invoice and its confirmations, the page to send the player back to, the non-secret details of
 * a card to save once approved. Never a card number, never a CVV.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('provider_data', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('provider_data').execute();
}
