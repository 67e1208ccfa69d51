import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KycStatus, PlayerView, StaffMember } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { selectAdminTransactions, toAdminTransaction, withAdminColumns } from './admin-transactions.ts';

/** Entries of the ledger and the transaction list the view shows, newest first. */
const LATEST = 50;

/** Support reads a masked view: a member with none of these roles sees no personal data. */
const UNMASKED_ROLES = ['admin', 'payments_agent', 'payments_approver', 'risk'] as const;

export const seesPersonalData = (member: StaffMember): boolean =>
  member.roles.some((role) => (UNMASKED_ROLES as readonly string[]).includes(role));

/** `ada@example.com` → `a•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Keeps the first character (or, for a phone, the last two digits) and hides the rest. */
const maskText = (value: string | null): string | null => (value === null ? null : `${value.slice(0, 1)}•••`);
const maskPhone = (value: string | null): string | null => (value === null ? null : `•••${value.slice(-2)}`);

/** One player as staff see them; undefined for no such player. */
export async function playerView(
  db: Kysely<Database>,
  playerId: string,
  masked: boolean,
): Promise<PlayerView | undefined> {
  const player = await db.selectFrom('players').selectAll().where('id', '=', playerId).executeTakeFirst();
  if (player === undefined) return undefined;
  const [balances, ledger, transactions, attribution, notes] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['currency', 'balance'])
      .where('player_id', '=', playerId)
      .orderBy('currency')
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select(['id', 'currency', 'amount', 'reason', 'transaction_id', 'created_at'])
      .where('player_id', '=', playerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LATEST)
      .execute(),
    withAdminColumns(selectAdminTransactions(db).where('t.player_id', '=', playerId))
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(LATEST)
      .execute(),
    db.selectFrom('player_attribution').selectAll().where('player_id', '=', playerId).executeTakeFirst(),
    db
      .selectFrom('player_notes as n')
      .leftJoin('staff as s', 's.id', 'n.staff_id')
      .select(['n.id', 's.email', 'n.body', 'n.created_at'])
      .where('n.player_id', '=', playerId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute(),
  ]);
  const email = masked ? maskEmail(player.email) : player.email;
  return {
    masked,
    profile: {
      id: player.id,
      email,
      firstName: masked ? maskText(player.first_name) : player.first_name,
      lastName: masked ? maskText(player.last_name) : player.last_name,
      birthDate: masked ? (player.birth_date === null ? null : '••••-••-••') : player.birth_date,
      phone: masked ? maskPhone(player.phone) : player.phone,
      address: masked ? maskText(player.address) : player.address,
      city: player.city,
      postalCode: masked ? maskText(player.postal_code) : player.postal_code,
      country: player.country,
      currency: player.currency,
      createdAt: player.created_at,
    },
    kycStatus: player.kyc_status as KycStatus,
    balances: balances.map((row) => ({ currency: row.currency, amount: row.balance })),
    ledger: ledger.map((row) => ({
      id: row.id,
      currency: row.currency,
      amount: row.amount,
      reason: row.reason,
      transactionId: row.transaction_id,
      createdAt: row.created_at,
    })),
    transactions: transactions.map((row) => {
      const transaction = toAdminTransaction(row);
      return masked ? { ...transaction, email } : transaction;
    }),
    attribution:
      attribution === undefined
        ? null
        : {
            stag: attribution.stag,
            interlayerId: attribution.interlayer_id,
            tempPlayerId: attribution.temp_player_id,
          },
    notes: notes.map((row) => ({
      id: row.id,
      staffEmail: row.email ?? null,
      body: row.body,
      createdAt: row.created_at,
    })),
  };
}

/**
 * Changes the player's KYC status with its audit entry, in one database transaction; false for
 * no such player. Only `players.kyc_status` is read and written here (KYC documents are their own).
 */
export async function changeKycStatus(
  db: Kysely<Database>,
  change: { playerId: string; status: KycStatus; reason: string; staffId: string; requestId: string },
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const player = await trx
      .selectFrom('players')
      .select('kyc_status')
      .where('id', '=', change.playerId)
      .executeTakeFirst();
    if (player === undefined) return false;
    await trx
      .updateTable('players')
      .set({ kyc_status: change.status, updated_at: now })
      .where('id', '=', change.playerId)
      .execute();
    await recordAudit(
      trx,
      {
        staffId: change.staffId,
        action: 'player.kyc_status',
        subject: `player:${change.playerId}`,
        before: { kycStatus: player.kyc_status },
        after: { kycStatus: change.status },
        reason: change.reason,
        requestId: change.requestId,
      },
      now,
    );
    return true;
  });
}

/** Adds a staff note to a player, audited; false for no such player. */
export async function addPlayerNote(
  db: Kysely<Database>,
  note: { playerId: string; body: string; staffId: string; requestId: string },
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const player = await trx
      .selectFrom('players')
      .select('id')
      .where('id', '=', note.playerId)
      .executeTakeFirst();
    if (player === undefined) return false;
    const id = randomUUID();
    await trx
      .insertInto('player_notes')
      .values({ id, player_id: note.playerId, staff_id: note.staffId, body: note.body, created_at: now })
      .execute();
    await recordAudit(
      trx,
      {
        staffId: note.staffId,
        action: 'player.note',
        subject: `player:${note.playerId}`,
        before: null,
        after: { noteId: id },
        reason: null,
        requestId: note.requestId,
      },
      now,
    );
    return true;
  });
}
