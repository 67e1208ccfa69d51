import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Affiliate, AffiliateConflict } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewAffiliate {
  readonly name: string;
  readonly stags: readonly string[];
  readonly managerId: string | null;
}

/** Affiliates and the stags they own. */
export const affiliatesRepository = {
  /** Every affiliate, or only those of one manager; by name. */
  async list(db: Db, managerId?: string): Promise<Affiliate[]> {
    let query = db
      .selectFrom('affiliates')
      .select(['id', 'name', 'manager_id', 'created_at'])
      .orderBy('name');
    if (managerId !== undefined) query = query.where('manager_id', '=', managerId);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const stags = await db
      .selectFrom('affiliate_stags')
      .select(['affiliate_id', 'stag'])
      .where(
        'affiliate_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('stag')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      managerId: row.manager_id,
      stags: stags.filter((s) => s.affiliate_id === row.id).map((s) => s.stag),
      createdAt: row.created_at,
    }));
  },

  /** What stands in the way of creating `affiliate`, or null. */
  async conflict(db: Db, affiliate: NewAffiliate): Promise<AffiliateConflict | null> {
    const named = await db
      .selectFrom('affiliates')
      .select('id')
      .where('name', '=', affiliate.name)
      .executeTakeFirst();
    if (named !== undefined) return 'AFFILIATE_NAME_TAKEN';
    const owned = await db
      .selectFrom('affiliate_stags')
      .select('stag')
      .where('stag', 'in', [...affiliate.stags])
      .executeTakeFirst();
    return owned === undefined ? null : 'STAG_TAKEN';
  },

  /** Inserts the affiliate and its stags; run inside the caller's transaction, after `conflict`. */
  async create(trx: Transaction<Database>, affiliate: NewAffiliate, now = Date.now()): Promise<Affiliate> {
    const id = randomUUID();
    await trx
      .insertInto('affiliates')
      .values({ id, name: affiliate.name, manager_id: affiliate.managerId, created_at: now })
      .execute();
    await trx
      .insertInto('affiliate_stags')
      .values(affiliate.stags.map((stag) => ({ stag, affiliate_id: id, created_at: now })))
      .execute();
    return {
      id,
      name: affiliate.name,
      managerId: affiliate.managerId,
      stags: [...affiliate.stags].sort(),
      createdAt: now,
    };
  },
};
