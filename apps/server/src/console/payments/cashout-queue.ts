import type { Kysely } from 'kysely';
import {
  BACKOFFICE_PAGE_SIZE,
  type CashoutQueueItem,
  type CashoutQueuePage,
  type CashoutReviewState,
  type CashoutRiskFlag,
  type KycStatus,
  DAY_MS,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { methodDisplayName } from './method-display-name.ts';
import { OPEN_REVIEW_STATES } from '../../payments/approval/cashout-review.ts';

/** An account younger than this is flagged. */
const NEW_ACCOUNT_DAYS = 7;

interface DepositSummary {
  count: number;
  amount: number;
  lastAt: number | null;
}

/**
 * The cashouts waiting for review, oldest first and, among those made at the same moment, the
 * largest first, with what a reviewer weighs inline: KYC status, approved deposits in the
 * cashout's currency, earlier approved cashouts and risk flags. Paged on the server.
 */
export async function cashoutQueuePage(
  db: Kysely<Database>,
  page = 1,
  now = Date.now(),
): Promise<CashoutQueuePage> {
  const open = db
    .selectFrom('cashout_reviews as r')
    .innerJoin('transactions as t', 't.id', 'r.transaction_id')
    .where('r.state', 'in', OPEN_REVIEW_STATES)
    .where('t.status', '=', 'pending');
  const counted = await open
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await open
    .innerJoin('players as p', 'p.id', 't.player_id')
    .leftJoin('staff as s', 's.id', 'r.first_approver_id')
    .select([
      't.id',
      't.player_id',
      'p.email',
      'p.kyc_status',
      'p.created_at as player_created_at',
      't.created_at',
      't.amount',
      't.currency',
      't.method_id',
      't.provider_id',
      'r.state',
      'r.needs_second_approval',
      's.email as first_approver',
    ])
    .orderBy('t.created_at', 'asc')
    .orderBy('t.amount', 'desc')
    .orderBy('t.id')
    .limit(BACKOFFICE_PAGE_SIZE)
    .offset((page - 1) * BACKOFFICE_PAGE_SIZE)
    .execute();

  const playerIds = [...new Set(rows.map((row) => row.player_id))];
  const deposits = new Map<string, DepositSummary>();
  const cashouts = new Map<string, number>();
  if (playerIds.length > 0) {
    const depositRows = await db
      .selectFrom('transactions')
      .select((eb) => [
        'player_id',
        'currency',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string>('amount').as('amount'),
        eb.fn.max('created_at').as('last_at'),
      ])
      .where('player_id', 'in', playerIds)
      .where('action', '=', 'deposit')
      .where('status', '=', 'approved')
      .groupBy(['player_id', 'currency'])
      .execute();
    for (const row of depositRows) {
      deposits.set(`${row.player_id}:${row.currency}`, {
        count: Number(row.count),
        amount: Number(row.amount),
        lastAt: row.last_at,
      });
    }
    const cashoutRows = await db
      .selectFrom('transactions')
      .select((eb) => ['player_id', eb.fn.countAll<number | string>().as('count')])
      .where('player_id', 'in', playerIds)
      .where('action', '=', 'cashout')
      .where('status', '=', 'approved')
      .groupBy('player_id')
      .execute();
    for (const row of cashoutRows) cashouts.set(row.player_id, Number(row.count));
  }

  const items = rows.map((row): CashoutQueueItem => {
    const summary = deposits.get(`${row.player_id}:${row.currency}`) ?? { count: 0, amount: 0, lastAt: null };
    const previousCashouts = cashouts.get(row.player_id) ?? 0;
    const kycStatus = row.kyc_status as KycStatus;
    const flags: CashoutRiskFlag[] = [];
    if (previousCashouts === 0) flags.push('first_cashout');
    if (kycStatus !== 'verified') flags.push('kyc_not_verified');
    if (row.amount > summary.amount) flags.push('cashout_exceeds_deposits');
    if (summary.lastAt !== null && row.created_at - summary.lastAt < DAY_MS) flags.push('deposit_within_24h');
    if (now - row.player_created_at < NEW_ACCOUNT_DAYS * DAY_MS) flags.push('new_account');
    return {
      transactionId: row.id,
      playerId: row.player_id,
      email: row.email,
      createdAt: row.created_at,
      amount: row.amount,
      currency: row.currency,
      methodId: row.method_id,
      methodName: methodDisplayName(row.method_id),
      providerId: row.provider_id,
      reviewState: row.state as CashoutReviewState,
      needsSecondApproval: row.needs_second_approval === 1,
      firstApprover: row.first_approver ?? null,
      kycStatus,
      deposits: summary,
      previousCashouts,
      riskFlags: flags,
    };
  });
  return { items, page, pageSize: BACKOFFICE_PAGE_SIZE, total: Number(counted.count) };
}
