import { sql, type Kysely } from 'kysely';

/**
 * When each session last answered a request, for the idle timeout (SESSION_IDLE_TIMEOUT_MINUTES).
 * Sessions from before start their idle clock at their log-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
