import type { PaymentAction, SubmitResponse } from '@playfront/contracts';
import type { ProviderLookup } from '../providers/provider.ts';
import { errorAnswer } from './answers.ts';
import { moveForResult } from '../transactions/result-status.ts';
import {
  IllegalMoveError,
  moveTransaction,
  publishChange,
  StaleTransactionError,
  type Move,
} from '../transactions/move-transaction.ts';
import type { PaymentsDeps } from './submit-payment.ts';
import { NO_RESULT_YET, type TransactionRow } from '../transactions/transactions-store.ts';

/** What one pass did, for the log. */
export interface ReconcileReport {
  readonly checked: number;
  readonly failed: number;
  readonly settled: number;
  /** Claims left for a person: no lookup at the provider, or the lookup failed. */
  readonly left: number;
}

/** Claims one pass looks at, oldest first: a backlog drains over several passes. */
const BATCH = 100;

/**
 * Settles payments whose start was claimed but never answered: the server died (or its disk
 * filled) between the claim's commit and the provider's answer (decision 008), so the row stays
 * `pending` with no answer, and a cashout's hold stays debited. After `olderThanMs`, each
 * provider is asked (`lookup`): a payment it never received fails, releasing a cashout's hold
 * through the ledger; one it knows moves as its notification would. Every move is conditional,
 * so two servers reconciling at once, or a late answer racing the job, move money once.
 */
export async function reconcileStalledClaims(
  deps: PaymentsDeps,
  olderThanMs: number,
  now = Date.now(),
): Promise<ReconcileReport> {
  const rows = await deps.db
    .selectFrom('transactions')
    .selectAll()
    .where('result', '=', NO_RESULT_YET)
    .where('status', '=', 'pending')
    .where('created_at', '<', now - olderThanMs)
    // A cashout in the back office's queue was never sent: its provider cannot know it, and a
    // reviewer decides it (docs/console/payments.md).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cashout_reviews')
            .select('cashout_reviews.transaction_id')
            .whereRef('cashout_reviews.transaction_id', '=', 'transactions.id'),
        ),
      ),
    )
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let failed = 0;
  let settled = 0;
  let left = 0;
  for (const row of rows) {
    const outcome = await reconcileOne(deps, row, now);
    if (outcome === 'failed') failed += 1;
    else if (outcome === 'settled') settled += 1;
    else left += 1;
  }
  return { checked: rows.length, failed, settled, left };
}

async function reconcileOne(
  deps: PaymentsDeps,
  row: TransactionRow,
  now: number,
): Promise<'failed' | 'settled' | 'left'> {
  const adapter = deps.registry.adapterFor(row.provider_id);
  if (adapter?.lookup === undefined) return 'left';
  let found: ProviderLookup;
  try {
    found = await adapter.lookup({ transactionId: row.id, action: row.action as PaymentAction });
  } catch {
    return 'left';
  }
  const move: Move = found.found
    ? {
        ...moveForResult(found.result),
        result: answer({
          ok: true,
          outcome: { status: 'unknown', transactionId: row.id },
          transactionId: row.id,
        }),
      }
    : {
        to: 'failed',
        errorCode: 'PAYMENT_PROCESSING_ERROR',
        result: answer(errorAnswer('PAYMENT_PROCESSING_ERROR', { reference: row.id, transactionId: row.id })),
      };
  try {
    const done = await moveTransaction(deps.db, row, move, now);
    if (done.from !== done.to) await publishChange(deps.db, deps.live, row, done.to, done.balanceChanged);
    return found.found ? 'settled' : 'failed';
  } catch (error) {
    // Settled meanwhile (a late answer, another server's pass): nothing to do.
    if (error instanceof StaleTransactionError || error instanceof IllegalMoveError) return 'left';
    throw error;
  }
}

const answer = (response: SubmitResponse): string => JSON.stringify(response);
