import type { Kysely, Transaction } from 'kysely';
import { isCurrencyCode, type CashoutReviewState, type KycStatus } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { CashoutApprovalConfig } from './cashout-approval-config.ts';
import { autoApproves, needsSecondApproval } from './cashout-approval-rule.ts';

/** Whether a new cashout waits for a reviewer, and how many approvers it needs. */
export type ReviewPlan =
  { readonly queued: false } | { readonly queued: true; readonly needsSecondApproval: boolean };

/** Review states in which the cashout is still waiting: the provider has not been asked. */
export const OPEN_REVIEW_STATES: readonly CashoutReviewState[] = ['queued', 'awaiting_second_approval'];

/**
 * Runs the auto-approval rule on a cashout about to be made. Earlier cashouts that gave the money
 * back (declined, cancelled, failed) do not make the next one "not the first".
 */
export async function planReview(
  db: Kysely<Database>,
  config: CashoutApprovalConfig,
  cashout: { readonly playerId: string; readonly currency: string; readonly amount: number },
): Promise<ReviewPlan> {
  if (!isCurrencyCode(cashout.currency)) throw new Error(`Cashout in unknown currency ${cashout.currency}`);
  const player = await db
    .selectFrom('players')
    .select('kyc_status')
    .where('id', '=', cashout.playerId)
    .executeTakeFirst();
  const earlier = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('player_id', '=', cashout.playerId)
    .where('action', '=', 'cashout')
    .where('status', 'in', ['pending', 'action_required', 'approved'])
    .executeTakeFirstOrThrow();
  const facts = {
    currency: cashout.currency,
    amount: cashout.amount,
    kycStatus: (player?.kyc_status ?? 'not_started') as KycStatus,
    earlierCashouts: Number(earlier.count),
  };
  if (autoApproves(config, facts)) return { queued: false };
  return { queued: true, needsSecondApproval: needsSecondApproval(config, cashout.currency, cashout.amount) };
}

/** Puts the cashout in the queue, in the database transaction that holds its amount. */
export async function enqueueReview(
  trx: Transaction<Database>,
  transactionId: string,
  secondApproval: boolean,
  now: number,
): Promise<void> {
  await trx
    .insertInto('cashout_reviews')
    .values({
      transaction_id: transactionId,
      state: 'queued',
      needs_second_approval: secondApproval ? 1 : 0,
      first_approver_id: null,
      decided_by: null,
      reason: null,
      note: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** True while the cashout waits for review: its provider may not settle it yet. */
export async function inReview(db: Kysely<Database>, transactionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cashout_reviews')
    .select('state')
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row !== undefined && OPEN_REVIEW_STATES.includes(row.state as CashoutReviewState);
}
