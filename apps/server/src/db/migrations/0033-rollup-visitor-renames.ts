import type { Kysely } from 'kysely';

/**
 * The rollups' cursor counts renames of visitors in stored events (pseudonymisation), so a batch
 * read before the write lock is written only if no rename came in between (decision 077).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rollup_watermark')
    .addColumn('visitor_renames', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rollup_watermark').dropColumn('visitor_renames').execute();
}
