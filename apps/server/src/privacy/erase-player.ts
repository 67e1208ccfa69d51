import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  ERASED_EMAIL_DOMAIN,
  PLAYER_ERASED_AUDIT_ACTION,
  type ErasureRefusalCode,
} from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../console/audit/audit-log.ts';
import { isFinal, STORED_TRANSACTION_STATUSES } from '../payments/transactions/transaction-states.ts';

/** A payment in one of these may still move money (a 3-D Secure step, a provider's answer). */
const UNSETTLED = STORED_TRANSACTION_STATUSES.filter((status) => !isFinal(status));

/** Not a hash of any password (verifyPassword reads no scheme in it): no log-in can match. */
const NO_PASSWORD = 'erased';

export type ErasureOutcome =
  | { readonly ok: true; readonly erasedAt: number }
  | { readonly ok: false; readonly code: ErasureRefusalCode };

export interface ErasureCommand {
  readonly playerId: string;
  readonly requestId: string;
  readonly now: number;
  /**
   * A member of staff erasing on the player's request (decision 066): audited with their id,
   * their reason and the player's request reference, instead of as the player's own act.
   */
  readonly staff?: { readonly staffId: string; readonly reason: string; readonly requestReference: string };
}

class Refused extends Error {
  readonly code: ErasureRefusalCode;
  constructor(code: ErasureRefusalCode) {
    super(code);
    this.code = code;
  }
}

/** What must be settled first: money in the account, a payment under way, a running exclusion. */
async function refusal(
  trx: Transaction<Database>,
  playerId: string,
  now: number,
): Promise<ErasureRefusalCode | null> {
  const balance = await trx
    .selectFrom('accounts')
    .select('currency')
    .where('player_id', '=', playerId)
    .where('balance', '!=', 0)
    .executeTakeFirst();
  if (balance !== undefined) return 'ERASURE_BALANCE_REMAINS';
  const pending = await trx
    .selectFrom('transactions')
    .select('id')
    .where('player_id', '=', playerId)
    .where('status', 'in', UNSETTLED)
    .executeTakeFirst();
  if (pending !== undefined) return 'ERASURE_PAYMENT_PENDING';
  const exclusion = await trx
    .selectFrom('player_exclusions')
    .select('id')
    .where('player_id', '=', playerId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return exclusion === undefined ? null : 'ERASURE_EXCLUSION_ACTIVE';
}

/**
 * Closes the player's account and erases its personal data in one transaction (docs/privacy.md,
 * decision 061), under the player's row lock so a deposit limit change or a deposit's claim
 * (which take the same lock) cannot interleave:
 * - refused while money or a payment is in the account, or an exclusion runs;
 * - the profile's personal fields are cleared, the e-mail becomes `erased-<id>@erased.invalid`
 *   (unique, never deliverable), the password can match nothing, `erased_at` refuses log-ins;
 * - sessions, link tokens, the e-mail verification and saved instruments (provider tokens) go;
 * - the attribution keeps its affiliate (stag, interlayer) for the affiliate's counts; its
 *   visitor id becomes the erasure's pseudonym, its click id goes;
 * - transactions, ledger, identity checks, staff notes and the audit log stay (AML record keeping).
 * The events step (`finishEventsErasure`) runs after: events may live in ClickHouse.
 */
export async function erasePlayer(db: Kysely<Database>, command: ErasureCommand): Promise<ErasureOutcome> {
  const { playerId, requestId, now } = command;
  try {
    await db.transaction().execute(async (trx) => {
      const player = await trx
        .updateTable('players')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', playerId)
        .where('erased_at', 'is', null)
        .returning(['email'])
        .executeTakeFirst();
      if (player === undefined) throw new Error('Erasure of a missing or already erased player');
      const refused = await refusal(trx, playerId, now);
      if (refused !== null) throw new Refused(refused);

      const attribution = await trx
        .selectFrom('player_attribution')
        .select('temp_player_id')
        .where('player_id', '=', playerId)
        .executeTakeFirst();
      const visitorIds = attribution?.temp_player_id == null ? [] : [attribution.temp_player_id];
      const pseudonym = `erased-${randomUUID()}`;

      await trx
        .updateTable('players')
        .set({
          email: `erased-${playerId}@${ERASED_EMAIL_DOMAIN}`,
          password_hash: NO_PASSWORD,
          first_name: null,
          last_name: null,
          gender: null,
          birth_date: null,
          address: null,
          city: null,
          postal_code: null,
          phone: null,
          erased_at: now,
          updated_at: now,
        })
        .where('id', '=', playerId)
        .execute();
      await trx.deleteFrom('sessions').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('account_tokens').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('email_verifications').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('saved_profiles').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('reality_checks').where('player_id', '=', playerId).execute();
      // The development outbox (never in production) may hold mail to the address.
      await trx.deleteFrom('mail_outbox').where('to_address', '=', player.email).execute();
      await trx
        .updateTable('player_attribution')
        .set({ temp_player_id: visitorIds.length === 0 ? null : pseudonym, click_id: null })
        .where('player_id', '=', playerId)
        .execute();
      // The kept device's row holds the erased visitor's hash: gone with it; the keeper looks the
      // player up again under the pseudonym (decision 120).
      await trx.deleteFrom('player_devices').where('player_id', '=', playerId).execute();
      await trx
        .insertInto('player_erasures')
        .values({
          player_id: playerId,
          requested_at: now,
          request_id: requestId,
          pseudonym,
          pending_visitor_ids: JSON.stringify(visitorIds),
          events_done_at: null,
        })
        .execute();
      const { staff } = command;
      // The account's state only, never what was erased: staff see that, when and why.
      await recordAudit(
        trx,
        {
          staffId: staff?.staffId ?? null,
          action: PLAYER_ERASED_AUDIT_ACTION,
          subject: `player:${playerId}`,
          before: staff === undefined ? null : { account: 'open' },
          after:
            staff === undefined
              ? null
              : { account: 'erased', erasedAt: now, requestReference: staff.requestReference },
          reason: staff?.reason ?? 'player',
          requestId,
        },
        now,
      );
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code };
    throw error;
  }
  return { ok: true, erasedAt: now };
}
