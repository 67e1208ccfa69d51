import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AffiliateUser } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a log-in checks: the password hash and the second factor's secret, if enrolled. */
export interface AffiliateUserCredentials {
  readonly id: string;
  readonly passwordHash: string;
  readonly totpSecret: string | null;
}

export interface NewAffiliateUser {
  readonly affiliateId: string;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly totpSecret: string | null;
  readonly createdBy: string | null;
}

/** Affiliate users (decision 048): a table of their own, never mixed with staff or players. */
export const affiliateUsersRepository = {
  async credentials(db: Db, email: string): Promise<AffiliateUserCredentials | undefined> {
    const row = await db
      .selectFrom('affiliate_users')
      .select(['id', 'password_hash', 'totp_secret'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row && { id: row.id, passwordHash: row.password_hash, totpSecret: row.totp_secret };
  },

  /** The user with their affiliate and its stags, read afresh on every request. */
  async findById(db: Db, id: string): Promise<AffiliateUser | undefined> {
    const row = await db
      .selectFrom('affiliate_users as u')
      .innerJoin('affiliates as a', 'a.id', 'u.affiliate_id')
      .select(['u.id', 'u.email', 'u.name', 'u.affiliate_id', 'a.name as affiliate_name'])
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const stags = await db
      .selectFrom('affiliate_stags')
      .select('stag')
      .where('affiliate_id', '=', row.affiliate_id)
      .orderBy('stag')
      .execute();
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      affiliateId: row.affiliate_id,
      affiliateName: row.affiliate_name,
      stags: stags.map((s) => s.stag),
    };
  },

  /** Creates a user; answers undefined when the e-mail is taken. */
  async create(db: Db, user: NewAffiliateUser, now = Date.now()): Promise<string | undefined> {
    const id = randomUUID();
    const result = await db
      .insertInto('affiliate_users')
      .values({
        id,
        affiliate_id: user.affiliateId,
        email: user.email.toLowerCase(),
        name: user.name,
        password_hash: user.passwordHash,
        totp_secret: user.totpSecret,
        created_by: user.createdBy,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 0 ? undefined : id;
  },
};
