import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

/** What a log-in checks: the password hash and the second factor's secret, if enrolled. */
export interface StaffCredentials {
  readonly id: string;
  readonly passwordHash: string;
  readonly totpSecret: string | null;
  /** An admin disabled the member: the log-in is refused as a wrong password would be. */
  readonly disabled: boolean;
}

export interface NewStaffMember {
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly roles: readonly StaffRole[];
  readonly totpSecret: string | null;
}

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** Reads the stored comma-separated roles, dropping any this version no longer knows. */
export const parseRoles = (stored: string): StaffRole[] => stored.split(',').filter(isRole);

/** Staff accounts: a table of their own, never mixed with players. */
export class StaffRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async credentials(email: string): Promise<StaffCredentials | undefined> {
    const row = await this.#db
      .selectFrom('staff')
      .select(['id', 'password_hash', 'totp_secret', 'disabled_at'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        passwordHash: row.password_hash,
        totpSecret: row.totp_secret,
        disabled: row.disabled_at !== null,
      }
    );
  }

  /** An enabled member; a disabled one is no one to the console. */
  async findById(id: string): Promise<StaffMember | undefined> {
    const row = await this.#db
      .selectFrom('staff')
      .select(['id', 'email', 'name', 'roles'])
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    return row && { id: row.id, email: row.email, name: row.name, roles: parseRoles(row.roles) };
  }

  /** Creates a member; answers undefined when the e-mail is taken. */
  async create(member: NewStaffMember, now = Date.now()): Promise<StaffMember | undefined> {
    const id = randomUUID();
    const email = member.email.toLowerCase();
    const result = await this.#db
      .insertInto('staff')
      .values({
        id,
        email,
        name: member.name,
        password_hash: member.passwordHash,
        roles: member.roles.join(','),
        totp_secret: member.totpSecret,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
    return { id, email, name: member.name, roles: [...member.roles] };
  }
}
