import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LiveUpdates } from '../live/live-updates.ts';
import {
  IllegalMoveError,
  moveTransaction,
  publishChange,
  StaleTransactionError,
} from './move-transaction.ts';

/**
 * How long a deposit may wait on the player at the provider (a bank's page in a popup, a 3-D
 * Secure check) before it is closed as cancelled. Thirty minutes outlasts a bank log-in with a
 * second factor and the providers' own session limits (typically 15 to 20 minutes), so a player
 * still at the bank is never cut off; after it the payment no longer reads "being processed".
 */
export const ABANDONED_PAYMENT_TTL_MS = 30 * 60_000;

/** How often the job looks: a payment closes at most this long after its time is up. */
export const ABANDONED_PAYMENT_CHECK_MS = 60_000;

/** Payments one pass closes, oldest first: a backlog drains over several passes. */
const BATCH = 100;

export interface ExpireDeps {
  readonly db: Kysely<Database>;
  readonly live: LiveUpdates;
}

/**
 * Closes deposits left waiting on the player (`action_required`) for longer than `ttlMs`: the
 * player closed the bank's window or the 3-D Secure check without deciding. Each moves to
 * `cancelled` through the state machine (a deposit that was never approved has no ledger
 * effect) and the player's open cashiers are told. Every move is conditional on the status read,
 * so a late decision at the provider and this job never both win. Answers how many it closed.
 */
export async function expireAbandonedPayments(
  deps: ExpireDeps,
  ttlMs = ABANDONED_PAYMENT_TTL_MS,
  now = Date.now(),
): Promise<number> {
  const rows = await deps.db
    .selectFrom('transactions')
    .selectAll()
    .where('status', '=', 'action_required')
    .where('action', '=', 'deposit')
    .where('updated_at', '<', now - ttlMs)
    .orderBy('updated_at')
    .limit(BATCH)
    .execute();
  let closed = 0;
  for (const row of rows) {
    try {
      const done = await moveTransaction(deps.db, row, { to: 'cancelled' }, now);
      await publishChange(deps.db, deps.live, row, done.to, done.balanceChanged);
      closed += 1;
    } catch (error) {
      // Decided meanwhile (the player came back to the bank's page, or another server's pass).
      if (error instanceof StaleTransactionError || error instanceof IllegalMoveError) continue;
      throw error;
    }
  }
  return closed;
}

/** Runs `expireAbandonedPayments` every `everyMs` until stopped, one pass at a time. */
export function startExpiryJob(
  deps: ExpireDeps,
  log: FastifyBaseLogger,
  everyMs = ABANDONED_PAYMENT_CHECK_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireAbandonedPayments(deps)
      .then((closed) => {
        if (closed > 0) log.info({ closed }, 'closed deposits abandoned at the provider');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'closing abandoned deposits failed; it runs again at the next interval');
      })
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
