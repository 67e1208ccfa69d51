import type { Kysely } from 'kysely';

/**
 * Finds the payments waiting on the player by age (`expireAbandonedPayments`): without it every
 * pass of the expiry job would read the whole transactions table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('transactions_status_updated')
    .on('transactions')
    .columns(['status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_status_updated').execute();
}
