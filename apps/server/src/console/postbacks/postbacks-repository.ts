import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  POSTBACK_DELIVERIES_PAGE_SIZE,
  type Postback,
  type PostbackDelivery,
  type PostbackDeliveryPage,
  type PostbackDeliveryStatus,
  type PostbackEvent,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const toPostback = (row: {
  event: string;
  url_template: string;
  enabled: number;
  updated_at: number;
}): Postback => ({
  event: row.event as PostbackEvent,
  url: row.url_template,
  enabled: row.enabled === 1,
  updatedAt: row.updated_at,
});

/** Affiliates' postbacks and the log of their deliveries. */
export const postbacksRepository = {
  async list(db: Db, affiliateId: string): Promise<Postback[]> {
    const rows = await db
      .selectFrom('affiliate_postbacks')
      .select(['event', 'url_template', 'enabled', 'updated_at'])
      .where('affiliate_id', '=', affiliateId)
      .orderBy('event')
      .execute();
    return rows.map(toPostback);
  },

  /** Creates or replaces the postback of `event`; answers it before (null when new) and after. */
  async put(
    trx: Transaction<Database>,
    affiliateId: string,
    event: PostbackEvent,
    change: { readonly url: string; readonly enabled: boolean },
    now = Date.now(),
  ): Promise<{ before: Postback | null; after: Postback }> {
    const existing = await trx
      .selectFrom('affiliate_postbacks')
      .select(['id', 'event', 'url_template', 'enabled', 'updated_at'])
      .where('affiliate_id', '=', affiliateId)
      .where('event', '=', event)
      .executeTakeFirst();
    const enabled = change.enabled ? 1 : 0;
    if (existing === undefined) {
      await trx
        .insertInto('affiliate_postbacks')
        .values({
          id: randomUUID(),
          affiliate_id: affiliateId,
          event,
          url_template: change.url,
          enabled,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } else {
      await trx
        .updateTable('affiliate_postbacks')
        .set({ url_template: change.url, enabled, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
    }
    return {
      before: existing === undefined ? null : toPostback(existing),
      after: { event, url: change.url, enabled: change.enabled, updatedAt: now },
    };
  },

  /** One page of the affiliate's deliveries, newest first. */
  async deliveries(db: Db, affiliateId: string, page: number): Promise<PostbackDeliveryPage> {
    const pageSize = POSTBACK_DELIVERIES_PAGE_SIZE;
    const rows = await db
      .selectFrom('postback_deliveries')
      .selectAll()
      .where('affiliate_id', '=', affiliateId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const counted = await db
      .selectFrom('postback_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('affiliate_id', '=', affiliateId)
      .executeTakeFirstOrThrow();
    const deliveries: PostbackDelivery[] = rows.map((row) => ({
      id: row.id,
      event: row.event as PostbackEvent,
      playerId: row.player_id,
      stag: row.stag,
      url: row.url,
      status: row.status as PostbackDeliveryStatus,
      attempts: row.attempts,
      lastStatusCode: row.last_status_code,
      lastError: row.last_error,
      createdAt: row.created_at,
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
    }));
    return { deliveries, page, pageSize, total: Number(counted.n) };
  },
};
