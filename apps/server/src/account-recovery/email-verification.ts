import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Whether the player's current address is the one they verified: a changed address is
 * unverified again without anyone having to remember to clear a flag.
 */
export async function isEmailVerified(db: Kysely<Database>, playerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('players')
    .innerJoin('email_verifications', 'email_verifications.player_id', 'players.id')
    .select('email_verifications.verified_at')
    .where('players.id', '=', playerId)
    .whereRef('email_verifications.email', '=', 'players.email')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that the player read mail at `email` (a verification link, or a reset link). */
export async function markEmailVerified(
  db: Kysely<Database>,
  playerId: string,
  email: string,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({ player_id: playerId, email, verified_at: now })
    .onConflict((conflict) => conflict.column('player_id').doUpdateSet({ email, verified_at: now }))
    .execute();
}
