import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type TokenPurpose = 'password_reset' | 'email_verification';

/** What a valid token stands for. */
export interface TokenGrant {
  readonly playerId: string;
  /** The address a verification link verifies; null for a reset link. */
  readonly email: string | null;
}

/** The database keeps the SHA-256 of a link's token only: a copy of the table opens no account. */
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use link token (32 random bytes, base64url) for the player. Earlier unspent
 * tokens of the same purpose are spent now, so only the newest mail's link works.
 */
export async function issueToken(
  db: Kysely<Database>,
  grant: TokenGrant & { readonly purpose: TokenPurpose; readonly ttlMs: number },
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('player_id', '=', grant.playerId)
      .where('purpose', '=', grant.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        token_hash: hashOf(token),
        player_id: grant.playerId,
        purpose: grant.purpose,
        email: grant.email,
        created_at: now,
        expires_at: now + grant.ttlMs,
        used_at: null,
      })
      .execute();
  });
  return token;
}

/** The grant of an unspent, unexpired token, without spending it (to check a form first). */
export async function peekToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<TokenGrant | undefined> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['player_id', 'email'])
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { playerId: row.player_id, email: row.email };
}

/**
 * Spends the token: one conditional UPDATE, so of two requests with the same link only one gets
 * the grant (the other, like any later one, gets undefined).
 */
export async function spendToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<TokenGrant | undefined> {
  const grant = await peekToken(db, token, purpose, now);
  if (grant === undefined) return undefined;
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? grant : undefined;
}
