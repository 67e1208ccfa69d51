import type { Kysely } from 'kysely';
import type { PaymentMethod, SubmitRequest } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { SavedInstrument } from '../providers/provider.ts';
import { destinationKey, destinationRule } from './destination-rule.ts';
import { paymentDestinations } from './destinations-repository.ts';

export interface CashoutDestination {
  readonly playerId: string;
  readonly method: PaymentMethod;
  readonly fields: SubmitRequest['fields'];
  readonly savedInstrument: SavedInstrument | undefined;
}

/**
 * Whether a cashout goes where the player's money came from (the closed loop of
 * destination-rule.ts): undefined when it does, else the form fields naming the refused account
 * (none when the refusal is about the method as a whole).
 */
export async function refusedDestination(
  db: Kysely<Database>,
  cashout: CashoutDestination,
): Promise<{ readonly fields: readonly string[] } | undefined> {
  const { playerId, method } = cashout;
  const rule = destinationRule(method);
  switch (rule.kind) {
    case 'exempt':
      return undefined;
    case 'card':
      // A saved card exists only once a deposit with it was approved (and checkRequest has
      // checked it is the player's own, for this method).
      if (cashout.savedInstrument?.kind === 'card') return undefined;
      return (await paymentDestinations.depositedWith(db, playerId, method.id)) ? undefined : { fields: [] };
    case 'method':
      return (await paymentDestinations.depositedWith(db, playerId, method.id)) ? undefined : { fields: [] };
    case 'account': {
      const key = destinationKey(method, 'cashout', cashout.fields);
      const allowed = key !== null && (await paymentDestinations.depositedFrom(db, playerId, method.id, key));
      return allowed ? undefined : { fields: rule.cashoutFields };
    }
  }
}

export interface DepositSource {
  readonly transactionId: string;
  readonly playerId: string;
  readonly method: PaymentMethod;
  readonly fields: SubmitRequest['fields'];
  readonly now: number;
}

/**
 * Records the account a claimed deposit names, for later cashouts to go back to (it counts once
 * the deposit is approved). Written after the claim: if it is lost, a cashout to that account is
 * refused, never wrongly allowed.
 */
export async function recordDepositSource(db: Kysely<Database>, deposit: DepositSource): Promise<void> {
  const key = destinationKey(deposit.method, 'deposit', deposit.fields);
  if (key === null) return;
  await paymentDestinations.record(db, {
    transactionId: deposit.transactionId,
    playerId: deposit.playerId,
    methodId: deposit.method.id,
    destinationKey: key,
    createdAt: deposit.now,
  });
}
