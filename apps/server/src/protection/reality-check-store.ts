import type { Kysely, Transaction } from 'kysely';
import { isRealityCheckInterval, type RealityCheckInterval } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The player's reality-check interval in minutes; 0 (off) until they choose one. */
export async function realityCheckInterval(db: Executor, playerId: string): Promise<RealityCheckInterval> {
  const row = await db
    .selectFrom('reality_checks')
    .select('interval_minutes')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  const minutes = row?.interval_minutes ?? 0;
  return isRealityCheckInterval(minutes) ? minutes : 0;
}

export async function saveRealityCheckInterval(
  db: Executor,
  playerId: string,
  minutes: RealityCheckInterval,
  now: number,
): Promise<void> {
  await db
    .insertInto('reality_checks')
    .values({ player_id: playerId, interval_minutes: minutes, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ interval_minutes: minutes, updated_at: now }))
    .execute();
}

/** Cashouts that took (or may still take) money out: all but the refused and the undone. */
const CASHOUT_STATUSES = ['pending', 'action_required', 'approved'] as const;

/**
 * Net deposits since `since` in `currency` (minor units): approved deposits minus cashouts not
 * refused. A pending deposit is not money in yet; a pending cashout already left the balance.
 */
export async function netDepositsSince(
  db: Executor,
  playerId: string,
  currency: string,
  since: number,
): Promise<number> {
  const rows = await db
    .selectFrom('transactions')
    .select(['action', 'status', 'amount'])
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .where('created_at', '>=', since)
    .execute();
  let net = 0;
  for (const row of rows) {
    const { amount } = row;
    if (row.action === 'deposit' && row.status === 'approved') net += amount;
    if (row.action === 'cashout' && (CASHOUT_STATUSES as readonly string[]).includes(row.status))
      net -= amount;
  }
  return net;
}
