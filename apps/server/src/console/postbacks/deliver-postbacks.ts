import { POSTBACK_MAX_ATTEMPTS } from '@playfront/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refusedTarget } from './postback-target-guard.ts';

/** How long one call may take before it counts as failed. */
export const POSTBACK_TIMEOUT_MS = 5_000;
/** A worker that takes a delivery holds it this long; past it, another may try (a crash). */
const LEASE_MS = 60_000;
/** Deliveries tried per pass. */
const BATCH = 50;

/** Wait before attempt n + 1 (n >= 1): 1 min, 2, 4 … capped at 6 h: about 8.5 h over 8 attempts. */
export const backoffMs = (attempts: number): number => Math.min(6 * 3_600_000, 60_000 * 2 ** (attempts - 1));

export interface DeliveryOptions {
  readonly allowPrivateHosts: boolean;
  readonly now?: () => number;
}

interface Attempt {
  readonly statusCode: number | null;
  readonly error: string | null;
}

/** One GET of the expanded URL; redirects are not followed (a tracker answers, it does not move). */
async function call(url: string, allowPrivateHosts: boolean): Promise<Attempt> {
  const refused = await refusedTarget(url, allowPrivateHosts).catch((error: unknown) =>
    error instanceof Error ? `the host did not resolve: ${error.message}` : 'the host did not resolve',
  );
  if (refused !== null) return { statusCode: null, error: refused };
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(POSTBACK_TIMEOUT_MS),
      headers: { 'user-agent': 'Playfront-Postback/1' },
    });
    await response.body?.cancel();
    return response.ok
      ? { statusCode: response.status, error: null }
      : { statusCode: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return {
      statusCode: null,
      error: error instanceof Error ? error.message.slice(0, 500) : 'request failed',
    };
  }
}

/**
 * Tries every pending delivery that is due, once each: 2xx marks it `delivered`; anything else
 * counts an attempt and waits `backoffMs`, and after POSTBACK_MAX_ATTEMPTS it is `failed`. A
 * delivery is taken by moving its due time on by a lease, conditionally, so several servers
 * never call the same one twice at once. Answers how many were tried.
 */
export async function deliverPostbacks(db: Kysely<Database>, options: DeliveryOptions): Promise<number> {
  const now = options.now ?? Date.now;
  const due = await db
    .selectFrom('postback_deliveries')
    .select(['id', 'url', 'attempts', 'next_attempt_at'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now())
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  let tried = 0;
  for (const delivery of due) {
    const taken = await db
      .updateTable('postback_deliveries')
      .set({ next_attempt_at: now() + LEASE_MS })
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', delivery.next_attempt_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    tried += 1;
    const attempt = await call(delivery.url, options.allowPrivateHosts);
    const attempts = delivery.attempts + 1;
    const delivered = attempt.error === null;
    const failed = !delivered && attempts >= POSTBACK_MAX_ATTEMPTS;
    await db
      .updateTable('postback_deliveries')
      .set({
        attempts,
        status: delivered ? 'delivered' : failed ? 'failed' : 'pending',
        next_attempt_at: delivered || failed ? null : now() + backoffMs(attempts),
        last_status_code: attempt.statusCode,
        last_error: attempt.error,
        delivered_at: delivered ? now() : null,
      })
      .where('id', '=', delivery.id)
      .execute();
  }
  return tried;
}
