import type { Kysely } from 'kysely';

/**
 * The retention job (issue 14, decision 066): when an erased player's records were retired, their
 * kept period over (the job's marker: each player once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_erasures').addColumn('retired_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_erasures').dropColumn('retired_at').execute();
}
