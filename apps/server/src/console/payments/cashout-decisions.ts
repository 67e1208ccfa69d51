import type { Kysely } from 'kysely';
import {
  APPROVE_REASONS,
  isCurrencyCode,
  REJECT_REASONS,
  type CashoutDecisionReason,
  type CashoutDecisionRefusal,
  type CashoutDecisionRequest,
  type CashoutDecisionResult,
  type CashoutReviewState,
  type StaffMember,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { CashoutApprovalConfig } from '../../payments/approval/cashout-approval-config.ts';
import { withinAgentLimit } from '../../payments/approval/cashout-approval-rule.ts';
import { ledger } from '../../payments/ledger/ledger.ts';
import type { LiveUpdates } from '../../payments/live/live-updates.ts';
import { publishChange } from '../../payments/transactions/move-transaction.ts';
import { transactionsStore } from '../../payments/transactions/transactions-store.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { ownApprovalLimits } from '../staff/staff-accounts.ts';

export interface DecisionDeps {
  readonly db: Kysely<Database>;
  readonly live: LiveUpdates;
  readonly config: CashoutApprovalConfig;
  readonly now?: () => number;
}

const REFUSALS: Record<CashoutDecisionRefusal, string> = {
  CASHOUT_NOT_FOUND: 'No cashout waits for review under this id.',
  CASHOUT_NOT_IN_QUEUE: 'This cashout is no longer waiting for review (decided, or cancelled by the player).',
  REASON_NOT_FOR_DECISION: 'This reason category belongs to the other decision.',
  OVER_AGENT_LIMIT: 'This cashout is above your approval limit: a payments approver must approve it.',
  SECOND_APPROVER_REQUIRED: 'This cashout needs its second approval from a payments approver.',
  SAME_APPROVER: 'The second approval must come from another staff member than the first.',
};

const refused = (transactionId: string, code: CashoutDecisionRefusal): CashoutDecisionResult => ({
  transactionId,
  outcome: 'refused',
  code,
  message: REFUSALS[code],
});

/** The decision lost a race (a double click, another reviewer): nothing of it was written. */
class DecisionRaceError extends Error {
  constructor() {
    super('The cashout changed meanwhile');
    this.name = 'DecisionRaceError';
  }
}

const isApprover = (member: StaffMember) =>
  member.roles.includes('admin') || member.roles.includes('payments_approver');

const reasonFits = (decision: CashoutDecisionRequest['decision'], reason: CashoutDecisionReason) =>
  decision === 'approve'
    ? (APPROVE_REASONS as readonly string[]).includes(reason)
    : (REJECT_REASONS as readonly string[]).includes(reason);

/**
 * Decides one or more cashouts (bulk); each is decided on its own and answers on its own.
 * See decideOne.
 */
export async function decideCashouts(
  deps: DecisionDeps,
  member: StaffMember,
  request: CashoutDecisionRequest,
  requestId: string,
): Promise<CashoutDecisionResult[]> {
  const results: CashoutDecisionResult[] = [];
  for (const id of request.transactionIds)
    results.push(await decideOne(deps, member, request, id, requestId));
  return results;
}

/**
 * One decision on one cashout. Approve: a payments agent up to their own limit (or the agents'), an approver
 * any; above the second-approval threshold the first approval waits for a second one from a
 * payments approver who is not the first (maker–checker). Reject: the cashout is declined and
 * its held amount credited back through the ledger. Each final decision writes the review, the
 * transaction's status, the ledger entry and the audit entry in one database transaction, every
 * update conditional on the state read: of two concurrent decisions one happens, and the other
 * (a double click) answers what the first did.
 */
async function decideOne(
  deps: DecisionDeps,
  member: StaffMember,
  request: CashoutDecisionRequest,
  transactionId: string,
  requestId: string,
): Promise<CashoutDecisionResult> {
  const { db } = deps;
  const now = deps.now?.() ?? Date.now();
  const row = await transactionsStore.findById(db, transactionId);
  const review = await db
    .selectFrom('cashout_reviews')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  if (
    row === undefined ||
    review === undefined ||
    row.action !== 'cashout' ||
    !isCurrencyCode(row.currency)
  ) {
    return refused(transactionId, 'CASHOUT_NOT_FOUND');
  }
  const state = review.state as CashoutReviewState;
  const settled = settledAnswer(transactionId, state, request.decision);
  if (settled !== undefined) return settled;
  if (row.status !== 'pending' || (state !== 'queued' && state !== 'awaiting_second_approval')) {
    return refused(transactionId, 'CASHOUT_NOT_IN_QUEUE');
  }
  if (!reasonFits(request.decision, request.reason)) return refused(transactionId, 'REASON_NOT_FOR_DECISION');

  let to: CashoutReviewState;
  if (request.decision === 'reject') {
    to = 'rejected';
  } else if (state === 'queued') {
    if (
      !isApprover(member) &&
      !withinAgentLimit(deps.config, row.currency, row.amount, await ownApprovalLimits(db, member.id))
    ) {
      return refused(transactionId, 'OVER_AGENT_LIMIT');
    }
    to = review.needs_second_approval === 1 ? 'awaiting_second_approval' : 'approved';
  } else {
    if (!isApprover(member)) return refused(transactionId, 'SECOND_APPROVER_REQUIRED');
    if (review.first_approver_id === member.id) return refused(transactionId, 'SAME_APPROVER');
    to = 'approved';
  }

  const reason = request.note === undefined ? request.reason : `${request.reason}: ${request.note}`;
  const txTo = to === 'approved' ? 'approved' : to === 'rejected' ? 'declined' : 'pending';
  try {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('cashout_reviews')
        .set({
          state: to,
          updated_at: now,
          ...(to === 'awaiting_second_approval'
            ? { first_approver_id: member.id }
            : { decided_by: member.id, reason: request.reason, note: request.note ?? null }),
        })
        .where('transaction_id', '=', transactionId)
        .where('state', '=', state)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) throw new DecisionRaceError();
      if (txTo !== 'pending') {
        const updated = await trx
          .updateTable('transactions')
          .set({
            status: txTo,
            updated_at: now,
            ...(txTo === 'declined' ? { error_code: 'PAYMENT_PROCESSING_ERROR' } : {}),
          })
          .where('id', '=', transactionId)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new DecisionRaceError();
      }
      if (txTo === 'declined') {
        await ledger.credit(
          trx,
          {
            playerId: row.player_id,
            currency: row.currency,
            amount: row.amount,
            transactionId,
            reason: 'cashout_reversal',
          },
          now,
        );
      }
      await recordAudit(
        trx,
        {
          staffId: member.id,
          action: to === 'awaiting_second_approval' ? 'cashout.approve_first' : `cashout.${request.decision}`,
          subject: `transaction:${transactionId}`,
          before: { status: row.status, review: state },
          after: { status: txTo, review: to },
          reason,
          requestId,
        },
        now,
      );
    });
  } catch (error) {
    if (!(error instanceof DecisionRaceError)) throw error;
    const current = await db
      .selectFrom('cashout_reviews')
      .select('state')
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    return (
      settledAnswer(transactionId, (current?.state ?? 'queued') as CashoutReviewState, request.decision) ??
      refused(transactionId, 'CASHOUT_NOT_IN_QUEUE')
    );
  }
  if (txTo !== 'pending') await publishChange(db, deps.live, row, txTo, txTo === 'declined');
  return { transactionId, outcome: to };
}

/** A cashout decided already the way asked (a double click) answers that decision again. */
function settledAnswer(
  transactionId: string,
  state: CashoutReviewState,
  decision: CashoutDecisionRequest['decision'],
): CashoutDecisionResult | undefined {
  if (state === 'approved' && decision === 'approve') return { transactionId, outcome: 'approved' };
  if (state === 'rejected' && decision === 'reject') return { transactionId, outcome: 'rejected' };
  return undefined;
}
