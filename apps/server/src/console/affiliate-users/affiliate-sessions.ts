import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sessionIdOf } from '../../players/sessions.ts';
import { consoleSessionState, STAFF_SESSION_TTL_MS } from '../staff/staff-sessions.ts';

/**
 * The affiliate view's session cookie: its own name, so an affiliate's session is never looked up
 * as a staff one; sent only to the API, as the staff cookie is.
 */
export const AFFILIATE_SESSION_COOKIE = 'pf_affiliate_session';

/**
 * Affiliate users' log-in sessions, on the staff sessions' clock (12 hours at most, 30 minutes
 * idle); the browser holds the token, the database only its hash.
 */
export class AffiliateSessionStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async create(userId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + STAFF_SESSION_TTL_MS;
    await this.#db
      .insertInto('affiliate_sessions')
      .values({
        token_hash: sessionIdOf(token),
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The user id of a live session, or null for an unknown, expired or idle token. */
  async userId(token: string, now = Date.now()): Promise<string | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const id = sessionIdOf(token);
    const row = await this.#db
      .selectFrom('affiliate_sessions')
      .select(['user_id', 'expires_at', 'last_seen_at'])
      .where('token_hash', '=', id)
      .executeTakeFirst();
    const state = row === undefined ? 'expired' : consoleSessionState(row, now);
    if (row === undefined || state === 'expired') return null;
    if (state === 'touch') {
      await this.#db
        .updateTable('affiliate_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', id)
        .execute();
    }
    return row.user_id;
  }

  async revoke(token: string): Promise<void> {
    await this.#db.deleteFrom('affiliate_sessions').where('token_hash', '=', sessionIdOf(token)).execute();
  }
}
