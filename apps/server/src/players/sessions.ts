import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'pf_session';
/** A session lasts 30 days from log-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Login sessions: the token goes to the browser once; the database keeps only its hash. */
export class SessionStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async create(playerId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_TTL_MS;
    await this.#db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), player_id: playerId, created_at: now, expires_at: expiresAt })
      .execute();
    return { token, expiresAt };
  }

  /** The player id of a live session, or null for an unknown, forged or expired token. */
  async playerId(token: string, now = Date.now()): Promise<string | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const row = await this.#db
      .selectFrom('sessions')
      .select(['player_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    return row !== undefined && row.expires_at > now ? row.player_id : null;
  }

  async revoke(token: string): Promise<void> {
    await this.#db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  }

  /** Removes expired sessions; run now and then, not on the request path. */
  async purgeExpired(now = Date.now()): Promise<number> {
    const result = await this.#db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
