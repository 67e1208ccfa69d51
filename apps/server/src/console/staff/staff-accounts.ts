import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  isCurrencyCode,
  type ApprovalLimits,
  type CreateStaffRequest,
  type StaffAccount,
  type StaffAdminRefusal,
  type StaffMember,
  type StaffRole,
  type UpdateStaffRequest,
} from '@playfront/contracts';
import type { Dialect } from '../../db/kysely.ts';
import type { Database, StaffTable } from '../../db/schema.ts';
import { hashPassword } from '../../players/password.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { parseRoles } from './staff-repository.ts';
import { endStaffSessions } from './staff-sessions.ts';

export interface StaffAccountsDeps {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly now?: () => number;
}

export type StaffWriteResult =
  | { readonly ok: true; readonly account: StaffAccount }
  | { readonly ok: false; readonly code: StaffAdminRefusal };

type StaffRow = Pick<
  StaffTable,
  'id' | 'email' | 'name' | 'roles' | 'totp_secret' | 'disabled_at' | 'cashout_limits' | 'created_at'
>;
const COLUMNS = [
  'id',
  'email',
  'name',
  'roles',
  'totp_secret',
  'disabled_at',
  'cashout_limits',
  'created_at',
] as const;

/** The stored JSON limits, keeping only whole amounts in currencies this version knows. */
export function parseStoredLimits(stored: string | null): ApprovalLimits | null {
  if (stored === null) return null;
  const parsed = JSON.parse(stored) as unknown;
  if (parsed === null || typeof parsed !== 'object') return null;
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([currency, amount]) => isCurrencyCode(currency) && Number.isSafeInteger(amount),
    ),
  );
}

const toAccount = (row: StaffRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: parseRoles(row.roles),
  secondFactor: row.totp_secret !== null,
  disabledAt: row.disabled_at,
  cashoutLimits: parseStoredLimits(row.cashout_limits),
  createdAt: row.created_at,
});

const limitsKnown = (limits: ApprovalLimits | null | undefined) =>
  limits === null || limits === undefined || Object.keys(limits).every(isCurrencyCode);

const storedLimits = (limits: ApprovalLimits | null | undefined) =>
  limits === null || limits === undefined || Object.keys(limits).length === 0 ? null : JSON.stringify(limits);

/** Every member, enabled ones first, then by name (a console has tens, not thousands). */
export async function listStaff(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('staff').select(COLUMNS).orderBy('name').orderBy('email').execute();
  return rows.map(toAccount).sort((a, b) => Number(a.disabledAt !== null) - Number(b.disabledAt !== null));
}

/** A member's own approval limits (null: none of their own), for the cashout decision. */
export async function ownApprovalLimits(
  db: Kysely<Database>,
  staffId: string,
): Promise<ApprovalLimits | null> {
  const row = await db
    .selectFrom('staff')
    .select('cashout_limits')
    .where('id', '=', staffId)
    .executeTakeFirst();
  return parseStoredLimits(row?.cashout_limits ?? null);
}

/** Creates a member with the password the admin chose (they hand it over); audited. */
export async function createStaff(
  deps: StaffAccountsDeps,
  admin: StaffMember,
  request: CreateStaffRequest,
  requestId: string,
): Promise<StaffWriteResult> {
  if (!limitsKnown(request.cashoutLimits)) return { ok: false, code: 'UNKNOWN_CURRENCY' };
  const now = deps.now?.() ?? Date.now();
  const passwordHash = await hashPassword(request.password);
  const id = randomUUID();
  const email = request.email.toLowerCase();
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('staff')
      .values({
        id,
        email,
        name: request.name,
        password_hash: passwordHash,
        roles: request.roles.join(','),
        totp_secret: null,
        cashout_limits: storedLimits(request.cashoutLimits),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      return { ok: false, code: 'STAFF_EMAIL_TAKEN' } as const;
    }
    const account = await readAccount(trx, id);
    if (account === undefined) throw new Error('the member just created is gone');
    await recordAudit(
      trx,
      {
        staffId: admin.id,
        action: 'staff.create',
        subject: `staff:${id}`,
        before: null,
        after: { email, name: request.name, roles: request.roles, cashoutLimits: account.cashoutLimits },
        reason: request.reason,
        requestId,
      },
      now,
    );
    return { ok: true, account } as const;
  });
}

async function readAccount(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
): Promise<StaffAccount | undefined> {
  const row = await db.selectFrom('staff').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toAccount(row);
}

/** Enabled admins other than `staffId`. */
async function otherAdmins(trx: Transaction<Database>, staffId: string): Promise<number> {
  const rows = await trx
    .selectFrom('staff')
    .select(['id', 'roles'])
    .where('disabled_at', 'is', null)
    .where('id', '!=', staffId)
    .execute();
  return rows.filter((row) => parseRoles(row.roles).includes('admin')).length;
}

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * Changes a member: roles, disabled or enabled, own approval limits, second factor reset. All in
 * one transaction with one audit entry per change; a change to what the member already has
 * writes nothing. Refused: leaving no enabled admin (`LAST_ADMIN`), an admin taking away their own
 * admin role (`OWN_ADMIN_ROLE`) or disabling themselves (`OWN_ACCOUNT`). Disabling a member or
 * resetting their second factor ends their sessions at once.
 */
export async function updateStaff(
  deps: StaffAccountsDeps,
  admin: StaffMember,
  staffId: string,
  request: UpdateStaffRequest,
  requestId: string,
): Promise<StaffWriteResult> {
  const { roles, disabled, cashoutLimits, resetSecondFactor, reason } = request;
  if (roles === undefined && disabled === undefined && cashoutLimits === undefined && !resetSecondFactor) {
    return { ok: false, code: 'NOTHING_TO_CHANGE' };
  }
  if (!limitsKnown(cashoutLimits)) return { ok: false, code: 'UNKNOWN_CURRENCY' };
  if (staffId === admin.id && roles !== undefined && !roles.includes('admin')) {
    return { ok: false, code: 'OWN_ADMIN_ROLE' };
  }
  if (staffId === admin.id && disabled === true) return { ok: false, code: 'OWN_ACCOUNT' };
  const now = deps.now?.() ?? Date.now();

  return deps.db.transaction().execute(async (trx): Promise<StaffWriteResult> => {
    // PostgreSQL: two admins demoting each other at once must not both pass the last-admin
    // check, so staff writes take turns. SQLite writes one transaction at a time already.
    if (deps.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext('staff-admin'))`.execute(trx);
    const before = await readAccount(trx, staffId);
    if (before === undefined) return { ok: false, code: 'STAFF_NOT_FOUND' };

    const nextRoles = roles ?? before.roles;
    const nextDisabled = disabled ?? before.disabledAt !== null;
    const staysAdmin = nextRoles.includes('admin') && !nextDisabled;
    if (before.roles.includes('admin') && before.disabledAt === null && !staysAdmin) {
      if ((await otherAdmins(trx, staffId)) === 0) return { ok: false, code: 'LAST_ADMIN' };
    }

    const audit = (action: string, from: unknown, to: unknown) =>
      recordAudit(
        trx,
        {
          staffId: admin.id,
          action,
          subject: `staff:${staffId}`,
          before: from,
          after: to,
          reason,
          requestId,
        },
        now,
      );
    const changes: Partial<
      Pick<StaffTable, 'roles' | 'disabled_at' | 'cashout_limits' | 'totp_secret' | 'totp_pending_secret'>
    > = {};
    let endSessions = false;

    if (roles !== undefined && !sameRoles(roles, before.roles)) {
      changes.roles = roles.join(',');
      await audit('staff.roles', { roles: before.roles }, { roles });
    }
    if (disabled !== undefined && disabled !== (before.disabledAt !== null)) {
      changes.disabled_at = disabled ? now : null;
      endSessions ||= disabled;
      await audit(
        disabled ? 'staff.disable' : 'staff.enable',
        { disabledAt: before.disabledAt },
        {
          disabledAt: changes.disabled_at,
        },
      );
    }
    if (cashoutLimits !== undefined) {
      const stored = storedLimits(cashoutLimits);
      if (stored !== storedLimits(before.cashoutLimits)) {
        changes.cashout_limits = stored;
        await audit(
          'staff.cashout_limits',
          { cashoutLimits: before.cashoutLimits },
          { cashoutLimits: parseStoredLimits(stored) },
        );
      }
    }
    if (resetSecondFactor === true && before.secondFactor) {
      changes.totp_secret = null;
      changes.totp_pending_secret = null;
      endSessions = true;
      await audit('staff.totp_reset', { secondFactor: true }, { secondFactor: false });
    }

    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('staff')
        .set({ ...changes, updated_at: now })
        .where('id', '=', staffId)
        .execute();
    }
    // In the same transaction: the moment the change commits, no request of theirs passes.
    if (endSessions) await endStaffSessions(trx, staffId);
    const account = await readAccount(trx, staffId);
    if (account === undefined) throw new Error('the member just changed is gone');
    return { ok: true, account };
  });
}
