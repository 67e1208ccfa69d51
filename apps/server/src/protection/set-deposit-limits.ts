import type { Kysely } from 'kysely';
import type { CurrencyCode, DepositLimits, SetDepositLimitsRequest } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../console/audit/audit-log.ts';
import { depositLimitsOf } from './deposit-allowance.ts';
import { limitsAt, lockPlayer, nextState, saveLimit } from './deposit-limits-store.ts';

export interface SetDepositLimitsCommand {
  readonly playerId: string;
  readonly currency: CurrencyCode;
  readonly request: SetDepositLimitsRequest;
  readonly requestId: string;
  readonly now: number;
}

/**
 * Applies the player's changes by the cooling-off rule (nextState) under the player's lock, so
 * a change and a deposit never interleave, and audits each change with the state before and
 * after (the player acted: no staff id, reason `player`). Answers the limits as they now stand.
 */
export async function setDepositLimits(
  db: Kysely<Database>,
  command: SetDepositLimitsCommand,
): Promise<DepositLimits> {
  const { playerId, currency, now } = command;
  await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, playerId);
    const current = await limitsAt(trx, playerId, now);
    for (const change of command.request.limits) {
      const before = current.find((state) => state.period === change.period);
      const after = nextState(before, change.period, currency, change.amount, now);
      await saveLimit(trx, playerId, after, now);
      await recordAudit(
        trx,
        {
          staffId: null,
          action: 'player.deposit_limit',
          subject: `player:${playerId}`,
          before: before ?? null,
          after,
          reason: 'player',
          requestId: command.requestId,
        },
        now,
      );
    }
  });
  return depositLimitsOf(db, playerId, currency, now);
}
