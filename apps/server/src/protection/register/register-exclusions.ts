import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isExclusionKind, type Exclusion } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../../console/audit/audit-log.ts';
import type { ExclusionRegister } from './exclusion-register.ts';
import type { Identity } from './identity-keys.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The player's identity as the register reads it; undefined for a missing or erased player. */
export async function identityOf(db: Executor, playerId: string): Promise<Identity | undefined> {
  const row = await db
    .selectFrom('players')
    .select(['email', 'first_name', 'last_name', 'birth_date'])
    .where('id', '=', playerId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return { email: row.email, firstName: row.first_name, lastName: row.last_name, birthDate: row.birth_date };
}

/** Writes one of this brand's exclusions to the register under the player's keys. */
export async function publishExclusion(
  db: Executor,
  register: ExclusionRegister,
  playerId: string,
  exclusion: Exclusion & { readonly id: string },
  now: number,
): Promise<void> {
  const identity = await identityOf(db, playerId);
  if (identity === undefined) return;
  await register.publish(db, exclusion.id, exclusion, register.keysOf(identity), now);
}

/**
 * Takes on the player an exclusion the register holds for the same person on another brand (or
 * for another account of the same person on this one): copied into `player_exclusions` with the
 * entry's id, once, and audited (reason `register:<brand>`), so everything that reads the local
 * exclusion (deposits, log-in, postbacks, the console, erasure) enforces it from then on.
 * Answers the register's exclusion in force, or null.
 */
export async function adoptRegisterExclusion(
  db: Executor,
  register: ExclusionRegister,
  playerId: string,
  now: number,
  requestId: string,
): Promise<Exclusion | null> {
  const identity = await identityOf(db, playerId);
  if (identity === undefined) return null;
  const entry = await register.inForce(db, register.keysOf(identity), now);
  if (entry === null) return null;
  const exclusion: Exclusion = { kind: entry.kind, startsAt: entry.startsAt, endsAt: entry.endsAt };
  if (entry.brandId === register.brandId) {
    const own = await db
      .selectFrom('player_exclusions')
      .select('id')
      .where('id', '=', entry.exclusionId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (own !== undefined) return exclusion;
  }
  const inserted = await db
    .insertInto('player_exclusions')
    .values({
      id: randomUUID(),
      player_id: playerId,
      kind: entry.kind,
      starts_at: entry.startsAt,
      ends_at: entry.endsAt,
      created_at: now,
      register_exclusion_id: entry.exclusionId,
    })
    .onConflict((conflict) => conflict.columns(['player_id', 'register_exclusion_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    await recordAudit(
      db,
      {
        staffId: null,
        action: 'player.exclusion',
        subject: `player:${playerId}`,
        before: null,
        after: exclusion,
        reason: `register:${entry.brandId}`,
        requestId,
      },
      now,
    );
  }
  return exclusion;
}

/** Whether the register refuses a new account for this e-mail (an exclusion in force on any brand). */
export async function registrationExcluded(
  db: Executor,
  register: ExclusionRegister,
  email: string,
  now: number,
): Promise<boolean> {
  return (await register.inForce(db, register.keysOf({ email }), now)) !== null;
}

/**
 * Writes every exclusion of this brand still running into the register: at start (exclusions
 * taken before the register existed, or while the shared database was away) and with each
 * retention pass (a player who changed e-mail or filled in name and birth date gets the new keys).
 * Entries already there stay as they are. Answers how many exclusions it went through.
 */
export async function publishExclusionsInForce(
  db: Kysely<Database>,
  register: ExclusionRegister,
  now: number,
): Promise<number> {
  const rows = await db
    .selectFrom('player_exclusions')
    .innerJoin('players', 'players.id', 'player_exclusions.player_id')
    .select([
      'player_exclusions.id',
      'player_exclusions.kind',
      'player_exclusions.starts_at',
      'player_exclusions.ends_at',
      'players.email',
      'players.first_name',
      'players.last_name',
      'players.birth_date',
    ])
    .where('player_exclusions.register_exclusion_id', 'is', null)
    .where('player_exclusions.ends_at', '>', now)
    .where('players.erased_at', 'is', null)
    .execute();
  for (const row of rows) {
    if (!isExclusionKind(row.kind)) continue;
    const keys = register.keysOf({
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      birthDate: row.birth_date,
    });
    const exclusion = { kind: row.kind, startsAt: row.starts_at, endsAt: row.ends_at };
    await register.publish(db, row.id, exclusion, keys, now);
  }
  return rows.length;
}
