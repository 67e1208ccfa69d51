import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Gender, KycStatus, Player, PlayerFields } from '@playfront/contracts';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database, PlayersTable } from '../db/schema.ts';

export interface NewPlayer {
  readonly email: string;
  readonly passwordHash: string;
  readonly country: string;
  readonly currency: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
}

type PlayerRow = Selectable<PlayersTable>;

/** Read on every request of a player: compiled once (decision 071). */
const playerById = compiledOnce((db: Kysely<Database>, id: string) =>
  db.selectFrom('players').selectAll().where('id', '=', id),
);

/** E-mail addresses compare case-insensitively; they are stored lower-cased and trimmed. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender as Gender | null,
    birthDate: row.birth_date,
    country: row.country,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    phone: row.phone,
    currency: row.currency,
    kycStatus: row.kyc_status as KycStatus,
  };
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail already exists');
    this.name = 'EmailTakenError';
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && /unique|duplicate key/i.test(error.message);

/** Players: creation, look-up and the patch that `savePlayerFields` applies. */
export class PlayersRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async create(player: NewPlayer, now = Date.now()): Promise<Player> {
    const row: PlayerRow = {
      id: randomUUID(),
      email: normalizeEmail(player.email),
      password_hash: player.passwordHash,
      first_name: player.firstName ?? null,
      last_name: player.lastName ?? null,
      gender: null,
      birth_date: null,
      country: player.country,
      address: null,
      city: null,
      postal_code: null,
      phone: null,
      currency: player.currency,
      kyc_status: 'not_started',
      created_at: now,
      updated_at: now,
      erased_at: null,
    };
    try {
      await this.#db.insertInto('players').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    return toPlayer(row);
  }

  async findById(id: string): Promise<Player | undefined> {
    const [row] = await playerById(this.#db, id);
    return row && toPlayer(row);
  }

  /** The stored password hash and id for a log-in attempt. */
  async credentials(email: string): Promise<{ id: string; passwordHash: string } | undefined> {
    const row = await this.#db
      .selectFrom('players')
      .select(['id', 'password_hash'])
      .where('email', '=', normalizeEmail(email))
      // An erased account (decision 061) is closed for good.
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    return row && { id: row.id, passwordHash: row.password_hash };
  }

  /** The stored password hash of a player, to confirm a change with the current password. */
  async passwordHash(id: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('players')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.password_hash;
  }

  async setPasswordHash(id: string, passwordHash: string, now = Date.now()): Promise<void> {
    await this.#db
      .updateTable('players')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Applies the given fields (null clears one); returns the updated player. */
  async patch(id: string, fields: PlayerFields, now = Date.now()): Promise<Player | undefined> {
    const { email, ...rest } = fields;
    const changes: Updateable<PlayersTable> = {
      first_name: rest.firstName,
      last_name: rest.lastName,
      gender: rest.gender,
      birth_date: rest.birthDate,
      country: rest.country,
      address: rest.address,
      city: rest.city,
      postal_code: rest.postalCode,
      phone: rest.phone,
      currency: rest.currency,
      email: email === undefined ? undefined : normalizeEmail(email),
      updated_at: now,
    };
    // Kysely leaves out keys whose value is undefined, so absent fields stay as they are.
    try {
      await this.#db.updateTable('players').set(changes).where('id', '=', id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    return this.findById(id);
  }

  async setKycStatus(id: string, status: KycStatus, now = Date.now()): Promise<void> {
    await this.#db
      .updateTable('players')
      .set({ kyc_status: status, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
