import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface DepositDestination {
  readonly transactionId: string;
  readonly playerId: string;
  readonly methodId: string;
  readonly destinationKey: string;
  readonly createdAt: number;
}

/** The accounts deposits came from (as keys), and what a cashout may go to. */
export const paymentDestinations = {
  /** Records the account a claimed deposit names; it counts once the deposit is approved. */
  async record(db: Kysely<Database>, destination: DepositDestination): Promise<void> {
    await db
      .insertInto('payment_destinations')
      .values({
        transaction_id: destination.transactionId,
        player_id: destination.playerId,
        method_id: destination.methodId,
        destination_key: destination.destinationKey,
        created_at: destination.createdAt,
      })
      .onConflict((oc) => oc.column('transaction_id').doNothing())
      .execute();
  },

  /** True when an approved deposit of the player with the method came from the account `key`. */
  async depositedFrom(
    db: Kysely<Database>,
    playerId: string,
    methodId: string,
    key: string,
  ): Promise<boolean> {
    const row = await db
      .selectFrom('payment_destinations as d')
      .innerJoin('transactions as t', 't.id', 'd.transaction_id')
      .select('t.id')
      .where('d.player_id', '=', playerId)
      .where('d.method_id', '=', methodId)
      .where('d.destination_key', '=', key)
      .where('t.action', '=', 'deposit')
      .where('t.status', '=', 'approved')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** True when the player has an approved deposit with the method. */
  async depositedWith(db: Kysely<Database>, playerId: string, methodId: string): Promise<boolean> {
    const row = await db
      .selectFrom('transactions')
      .select('id')
      .where('player_id', '=', playerId)
      .where('method_id', '=', methodId)
      .where('action', '=', 'deposit')
      .where('status', '=', 'approved')
      .executeTakeFirst();
    return row !== undefined;
  },
};
