import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  expandPostbackTemplate,
  formatMinorUnits,
  isCurrencyCode,
  type PostbackEvent,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

/** One player an enabled postback has not been sent for yet, with what its macros need. */
interface Due {
  readonly postback_id: string;
  readonly affiliate_id: string;
  readonly url_template: string;
  readonly player_id: string;
  readonly stag: string;
  readonly click_id: string | null;
  readonly amount: number | string | null;
  readonly currency: string | null;
}

/** At most this many deliveries are enqueued per event and scan; the next scan takes the rest. */
const SCAN_LIMIT = 500;

/**
 * Players due a postback: attributed to a stag of the postback's affiliate, registered (or first
 * deposited) after the postback was created, and not enqueued yet. The FTD is the player's
 * earliest approved deposit (by time, then id), as the affiliate report counts it; it is found
 * per candidate deposit, so a scan reads only the deposits of attributed players.
 */
function dueFor(db: Kysely<Database>, event: PostbackEvent, now: number) {
  // player protection (decision 060): no marketing call for a player in a cool-off or
  // self-exclusion; it stays due and goes once the exclusion has ended.
  const base = sql`
    from affiliate_postbacks pb
    join affiliate_stags s on s.affiliate_id = pb.affiliate_id
    join player_attribution a on a.stag = s.stag
    left join postback_deliveries d on d.postback_id = pb.id and d.player_id = a.player_id
    left join player_exclusions x on x.player_id = a.player_id and x.starts_at <= ${now} and x.ends_at > ${now}`;
  const query =
    event === 'registration'
      ? sql<Due>`
        select pb.id as postback_id, pb.affiliate_id, pb.url_template, a.player_id, a.stag, a.click_id,
          null as amount, null as currency
        ${base}
        where pb.event = 'registration' and pb.enabled = 1 and d.id is null and x.id is null
          and a.created_at >= pb.created_at
        limit ${SCAN_LIMIT}`
      : sql<Due>`
        select pb.id as postback_id, pb.affiliate_id, pb.url_template, a.player_id, a.stag, a.click_id,
          t.amount, t.currency
        ${base}
        join transactions t on t.player_id = a.player_id and t.action = 'deposit' and t.status = 'approved'
          and t.created_at >= pb.created_at
        where pb.event = 'ftd' and pb.enabled = 1 and d.id is null and x.id is null
          and not exists (
            select 1 from transactions e
            where e.player_id = t.player_id and e.action = 'deposit' and e.status = 'approved'
              and (e.created_at < t.created_at or (e.created_at = t.created_at and e.id < t.id)))
        limit ${SCAN_LIMIT}`;
  return query.execute(db);
}

/** The first deposit's amount in major units (`100.00`), or empty for a registration. */
function amountOf(due: Due): string {
  if (due.amount === null || due.currency === null || !isCurrencyCode(due.currency)) return '';
  return formatMinorUnits(Number(due.amount), due.currency);
}

/**
 * Enqueues every postback now due, with its URL expanded (the log shows exactly what was called).
 * Idempotent: a delivery is unique per postback and player, so concurrent scans on several
 * servers enqueue each once. Answers how many were enqueued.
 */
export async function enqueuePostbacks(db: Kysely<Database>, now = Date.now()): Promise<number> {
  let enqueued = 0;
  for (const event of ['registration', 'ftd'] as const) {
    const { rows } = await dueFor(db, event, now);
    for (const due of rows) {
      const url = expandPostbackTemplate(due.url_template, {
        stag: due.stag,
        player_id: due.player_id,
        amount: amountOf(due),
        currency: due.currency ?? '',
        event,
        click_id: due.click_id ?? '',
      });
      const inserted = await db
        .insertInto('postback_deliveries')
        .values({
          id: randomUUID(),
          postback_id: due.postback_id,
          affiliate_id: due.affiliate_id,
          event,
          player_id: due.player_id,
          stag: due.stag,
          url,
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          last_status_code: null,
          last_error: null,
          created_at: now,
          delivered_at: null,
        })
        .onConflict((oc) => oc.columns(['postback_id', 'player_id']).doNothing())
        .executeTakeFirst();
      enqueued += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
  }
  return enqueued;
}
