import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';

/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'pf_session';
/** A session lasts at most 30 days from log-in, however active. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The idle clock is written at most this often per session, so busy sessions do not write per request. */
const MAX_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The id of a session: the SHA-256 of its token, as the database keeps it. Safe to pass between
 * servers (it does not give the token back); the token itself never leaves the cookie.
 */
export const sessionIdOf = (token: string): string => hash('sha256', token, 'hex');

/** Every request with a session reads it: compiled once (decision 071). */
const sessionById = compiledOnce((db: Kysely<Database>, id: string) =>
  db.selectFrom('sessions').select(['player_id', 'expires_at', 'last_seen_at']).where('token_hash', '=', id),
);

export interface SessionStoreOptions {
  /** A session ends after this long without a request (SESSION_IDLE_TIMEOUT_MINUTES). */
  readonly idleTimeoutMs: number;
}

/** Login sessions: the token goes to the browser once; the database keeps only its hash. */
export class SessionStore {
  readonly #db: Kysely<Database>;
  readonly #idleTimeoutMs: number;
  readonly #touchIntervalMs: number;

  constructor(db: Kysely<Database>, options: SessionStoreOptions) {
    this.#db = db;
    this.#idleTimeoutMs = options.idleTimeoutMs;
    // A tenth of the idle timeout at most, so the written clock is never far behind.
    this.#touchIntervalMs = Math.min(MAX_TOUCH_INTERVAL_MS, options.idleTimeoutMs / 10);
  }

  async create(playerId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_TTL_MS;
    await this.#db
      .insertInto('sessions')
      .values({
        token_hash: sessionIdOf(token),
        player_id: playerId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
      })
      .execute();
    return { token, expiresAt };
  }

  /**
   * The player id of a live session, or null for an unknown, forged, expired or idle token.
   * A request on the session restarts its idle clock (`touch`, written every few minutes at
   * most); a background check such as the websocket's keep-alive passes `touch: false`.
   */
  async playerId(token: string, options: { now?: number; touch?: boolean } = {}): Promise<string | null> {
    const now = options.now ?? Date.now();
    if (!/^[\w-]{43}$/.test(token)) return null;
    const id = sessionIdOf(token);
    const [row] = await sessionById(this.#db, id);
    if (row === undefined || row.expires_at <= now || row.last_seen_at + this.#idleTimeoutMs <= now) {
      return null;
    }
    if (options.touch !== false && now - row.last_seen_at >= this.#touchIntervalMs) {
      await this.#db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', id)
        .where('last_seen_at', '<', now)
        .execute();
    }
    return row.player_id;
  }

  /** Ends one session; answers its id. */
  async revoke(token: string): Promise<string> {
    const id = sessionIdOf(token);
    await this.#db.deleteFrom('sessions').where('token_hash', '=', id).execute();
    return id;
  }

  /** Ends every session of the player, but the one with id `except` when given. */
  async revokeAll(playerId: string, except?: string): Promise<number> {
    let query = this.#db.deleteFrom('sessions').where('player_id', '=', playerId);
    if (except !== undefined) query = query.where('token_hash', '!=', except);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes expired and idle sessions; run now and then, not on the request path. */
  async purgeExpired(now = Date.now()): Promise<number> {
    const result = await this.#db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - this.#idleTimeoutMs)]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
