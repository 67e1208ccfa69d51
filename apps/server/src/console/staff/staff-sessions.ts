import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sessionIdOf } from '../../players/sessions.ts';

/** The staff session cookie: its own name, never the player's `pf_session`. */
export const STAFF_SESSION_COOKIE = 'pf_staff_session';
/**
 * The cookie goes only to the API (the console's pages are static files that need no session),
 * and never rides along with the site's server-rendered pages.
 */
export const STAFF_COOKIE_PATH = '/api/v1';
/** A staff session lasts a working day at most, and ends after 30 minutes without a request. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** The idle clock is written at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * The console sessions' clock, staff and affiliate users alike: a stored session is `expired`
 * past its end or after the idle timeout, `touch` when live and its idle clock is due a write.
 */
export function consoleSessionState(
  row: { readonly expires_at: number; readonly last_seen_at: number },
  now: number,
): 'expired' | 'live' | 'touch' {
  if (row.expires_at <= now || row.last_seen_at + STAFF_IDLE_TIMEOUT_MS <= now) return 'expired';
  return now - row.last_seen_at >= TOUCH_INTERVAL_MS ? 'touch' : 'live';
}

/**
 * Sets one console session cookie and clears the other: one browser is one kind of console
 * user at a time (decision 048). HttpOnly, SameSite=Strict, sent only to the API.
 */
export function setConsoleSessionCookie(
  reply: FastifyReply,
  cookie: {
    readonly set: string;
    readonly clear: string;
    readonly token: string;
    readonly expiresAt: number;
  },
  secure: boolean,
): void {
  void reply.clearCookie(cookie.clear, { path: STAFF_COOKIE_PATH });
  void reply.setCookie(cookie.set, cookie.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: STAFF_COOKIE_PATH,
    expires: new Date(cookie.expiresAt),
  });
}

/** Staff log-in sessions; the browser holds the token, the database only its hash. */
export class StaffSessionStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * `enrolOnly`: the member passed the password but has no second factor where one is required;
   * the session admits only the enrolment routes (docs/decisions/049-staff-management-and-totp-enrolment.md).
   */
  async create(
    staffId: string,
    now = Date.now(),
    enrolOnly = false,
  ): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + STAFF_SESSION_TTL_MS;
    await this.#db
      .insertInto('staff_sessions')
      .values({
        token_hash: sessionIdOf(token),
        staff_id: staffId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
        enrol_only: enrolOnly ? 1 : 0,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The staff id of a live full session, or null for an unknown, expired, idle or enrol-only token. */
  async staffId(token: string, now = Date.now()): Promise<string | null> {
    const session = await this.session(token, now);
    return session === null || session.enrolOnly ? null : session.staffId;
  }

  /** A live session (full or enrol-only), or null for an unknown, expired or idle token. */
  async session(token: string, now = Date.now()): Promise<{ staffId: string; enrolOnly: boolean } | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const id = sessionIdOf(token);
    const row = await this.#db
      .selectFrom('staff_sessions')
      .select(['staff_id', 'expires_at', 'last_seen_at', 'enrol_only'])
      .where('token_hash', '=', id)
      .executeTakeFirst();
    const state = row === undefined ? 'expired' : consoleSessionState(row, now);
    if (row === undefined || state === 'expired') return null;
    if (state === 'touch') {
      await this.#db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', id)
        .execute();
    }
    return { staffId: row.staff_id, enrolOnly: row.enrol_only === 1 };
  }

  /** The member confirmed their new second factor: the enrol-only session becomes a full one. */
  async upgrade(token: string): Promise<void> {
    await this.#db
      .updateTable('staff_sessions')
      .set({ enrol_only: 0 })
      .where('token_hash', '=', sessionIdOf(token))
      .execute();
  }

  async revoke(token: string): Promise<void> {
    await this.#db.deleteFrom('staff_sessions').where('token_hash', '=', sessionIdOf(token)).execute();
  }
}

/** Ends every session of a member at once (disabled, or their second factor reset). */
export async function endStaffSessions(
  db: Kysely<Database> | Transaction<Database>,
  staffId: string,
): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}
