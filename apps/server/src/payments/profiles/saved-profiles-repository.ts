import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SavedProfile, SavedProfileDetails, SavedProfileKind } from '@playfront/contracts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database, SavedProfilesTable } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A profile to save after a payment: masked display and details, and the provider's token. */
export interface NewSavedProfile {
  readonly playerId: string;
  readonly methodId: string;
  readonly kind: SavedProfileKind;
  /** Already masked, e.g. `Visa •••• 4242`; at most 100 characters. */
  readonly display: string;
  /** Non-secret details only: never a full card number, never a CVV. */
  readonly details: SavedProfileDetails;
  /** The provider's (sandbox's) token standing in for the instrument. */
  readonly token: string;
}

/** A saved profile with the provider token, for the server's own use (submit with a profile). */
export interface StoredSavedProfile extends SavedProfile {
  readonly token: string;
}

type Row = Selectable<SavedProfilesTable>;

/** Read by every payments list: compiled once (decision 071). */
const profilesOf = compiledOnce((db: Kysely<Database>, playerId: string) =>
  db
    .selectFrom('saved_profiles')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

function toStored(row: Row): StoredSavedProfile {
  return {
    id: row.id,
    methodId: row.method_id,
    kind: row.kind as SavedProfileKind,
    display: row.display,
    details: JSON.parse(row.details) as SavedProfileDetails,
    lastUsedAt: new Date(row.last_used_at).toISOString(),
    token: row.token,
  };
}

/** The wire shape: everything but the token. */
export function toSavedProfile(stored: StoredSavedProfile): SavedProfile {
  const { token: _token, ...profile } = stored;
  return profile;
}

/**
 * Saved payment profiles. Every read and delete is scoped to the player, so one player's
 * profile can never be seen or removed through another player's session.
 */
export const savedProfiles = {
  /** Saves a profile (in the caller's transaction when given one); it counts as used now. */
  async create(db: Executor, profile: NewSavedProfile, now = Date.now()): Promise<SavedProfile> {
    const row: Row = {
      id: randomUUID(),
      player_id: profile.playerId,
      method_id: profile.methodId,
      kind: profile.kind,
      display: profile.display,
      details: JSON.stringify(profile.details),
      token: profile.token,
      created_at: now,
      last_used_at: now,
    };
    await db.insertInto('saved_profiles').values(row).execute();
    return toSavedProfile(toStored(row));
  },

  /** The player's profiles, most recently used first (newest id breaks ties, for a stable order). */
  async list(db: Executor, playerId: string): Promise<SavedProfile[]> {
    const rows = await profilesOf(db, playerId);
    return rows.map((row) => toSavedProfile(toStored(row)));
  },

  /** One of the player's profiles with its token, or undefined (also for another player's id). */
  async findForPlayer(db: Executor, playerId: string, id: string): Promise<StoredSavedProfile | undefined> {
    const row = await db
      .selectFrom('saved_profiles')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toStored(row);
  },

  /** Marks the profile used by a payment now, so it moves to the top of the list. */
  async touch(db: Executor, playerId: string, id: string, now = Date.now()): Promise<void> {
    await db
      .updateTable('saved_profiles')
      .set({ last_used_at: now })
      .where('player_id', '=', playerId)
      .where('id', '=', id)
      .execute();
  },

  /** Removes one of the player's profiles; false when the player has none with this id. */
  async delete(db: Executor, playerId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('saved_profiles')
      .where('player_id', '=', playerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};
