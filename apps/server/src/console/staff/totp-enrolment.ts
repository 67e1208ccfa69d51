import type { Kysely } from 'kysely';
import type { TotpEnrolment, TotpEnrolmentRefusal } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { newTotpSecret, totpUri, verifyTotp } from './totp.ts';

export type EnrolmentStart =
  | { readonly ok: true; readonly enrolment: TotpEnrolment }
  | { readonly ok: false; readonly code: TotpEnrolmentRefusal };

export type EnrolmentConfirm =
  { readonly ok: true } | { readonly ok: false; readonly code: TotpEnrolmentRefusal };

/**
 * Starts a member's own enrolment: a fresh secret, kept aside (`totp_pending_secret`) until a
 * code confirms it, so a member who closes the page half-way keeps logging in as before. Starting
 * again replaces the secret shown before. A member with a second factor has it reset by an admin
 * first (`TOTP_ALREADY_ENROLLED`).
 */
export async function startTotpEnrolment(
  db: Kysely<Database>,
  staffId: string,
  email: string,
  now = Date.now(),
): Promise<EnrolmentStart> {
  const secret = newTotpSecret();
  const updated = await db
    .updateTable('staff')
    .set({ totp_pending_secret: secret, updated_at: now })
    .where('id', '=', staffId)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return { ok: false, code: 'TOTP_ALREADY_ENROLLED' };
  return { ok: true, enrolment: { secret, uri: totpUri(secret, email) } };
}

/**
 * Saves the pending secret as the member's second factor once `code` proves their app holds it;
 * audited as `staff.totp_enrol`.
 */
export async function confirmTotpEnrolment(
  db: Kysely<Database>,
  staffId: string,
  code: string,
  requestId: string,
  now = Date.now(),
): Promise<EnrolmentConfirm> {
  const row = await db
    .selectFrom('staff')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (row === undefined || row.totp_secret !== null) return { ok: false, code: 'TOTP_ALREADY_ENROLLED' };
  const pending = row.totp_pending_secret;
  if (pending === null) return { ok: false, code: 'TOTP_NOT_STARTED' };
  if (!verifyTotp(pending, code, now)) return { ok: false, code: 'TOTP_INVALID' };
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .updateTable('staff')
      .set({ totp_secret: pending, totp_pending_secret: null, updated_at: now })
      .where('id', '=', staffId)
      .where('totp_secret', 'is', null)
      .where('totp_pending_secret', '=', pending)
      .executeTakeFirst();
    // Another tab confirmed (or restarted) meanwhile: what it did stands.
    if (saved.numUpdatedRows === 0n) return { ok: false, code: 'TOTP_NOT_STARTED' } as const;
    await recordAudit(
      trx,
      {
        staffId,
        action: 'staff.totp_enrol',
        subject: `staff:${staffId}`,
        before: { secondFactor: false },
        after: { secondFactor: true },
        reason: null,
        requestId,
      },
      now,
    );
    return { ok: true } as const;
  });
}
