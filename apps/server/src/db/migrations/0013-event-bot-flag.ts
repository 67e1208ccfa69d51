import type { Kysely } from 'kysely';

/**
 * Events sent by bots (a crawler's User-Agent, or a page request with none) are flagged at ingest
 * and left out of reports by default; they are still stored, so a report can ask for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('analytics_events')
    .addColumn('bot', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_events').dropColumn('bot').execute();
}
