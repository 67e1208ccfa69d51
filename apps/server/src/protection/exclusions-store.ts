import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isExclusionKind, type Exclusion } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The exclusion in force at `now`, or null: of the rows that have started and not ended, the one
 * that ends last (a longer one taken during a shorter one supersedes it; rows are never edited).
 */
export async function exclusionInForce(
  db: Executor,
  playerId: string,
  now: number,
): Promise<Exclusion | null> {
  const row = await db
    .selectFrom('player_exclusions')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('player_id', '=', playerId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row === undefined || !isExclusionKind(row.kind)) return null;
  return { kind: row.kind, startsAt: row.starts_at, endsAt: row.ends_at };
}

/**
 * Stores a new exclusion (rows are only added: an exclusion is never edited or lifted); answers
 * its id, which the operator's register keeps (decision 066).
 */
export async function insertExclusion(
  db: Executor,
  playerId: string,
  exclusion: Exclusion,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('player_exclusions')
    .values({
      id,
      player_id: playerId,
      kind: exclusion.kind,
      starts_at: exclusion.startsAt,
      ends_at: exclusion.endsAt,
      created_at: now,
    })
    .execute();
  return id;
}

/** Every exclusion the player has taken, newest first (the console's read-only history). */
export async function exclusionsOf(db: Executor, playerId: string): Promise<Exclusion[]> {
  const rows = await db
    .selectFrom('player_exclusions')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.flatMap((row) =>
    isExclusionKind(row.kind) ? [{ kind: row.kind, startsAt: row.starts_at, endsAt: row.ends_at }] : [],
  );
}
