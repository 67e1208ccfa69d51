import type { Kysely } from 'kysely';
import type { Exclusion, StartExclusionRequest } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../console/audit/audit-log.ts';
import { lockPlayer } from './deposit-limits-store.ts';
import { exclusionEnd } from './exclusion-end.ts';
import { exclusionInForce, insertExclusion } from './exclusions-store.ts';
import type { ExclusionRegister } from './register/exclusion-register.ts';
import { adoptRegisterExclusion, publishExclusion } from './register/register-exclusions.ts';

/** The new exclusion would end before (or when) the one in force does: it is refused. */
export class ExclusionNotLongerError extends Error {
  readonly current: Exclusion;
  constructor(current: Exclusion) {
    super('An exclusion in force is never shortened: a new one must end later');
    this.name = 'ExclusionNotLongerError';
    this.current = current;
  }
}

export interface StartExclusionCommand {
  readonly playerId: string;
  readonly request: StartExclusionRequest;
  readonly requestId: string;
  readonly now: number;
  /** The operator's exclusion register: the new exclusion is written there too (decision 066). */
  readonly register?: ExclusionRegister | undefined;
}

/**
 * Starts a cool-off or self-exclusion now, under the player's lock so no deposit claim
 * interleaves (a deposit claimed after this commit sees the row and is refused). One in force
 * is never shortened: the new one must end later, and then supersedes it. Audited as the
 * player's own act (no staff id, reason `player`), in the same transaction, and written to
 * the operator's register, so every brand of the operator enforces it (decision 066).
 */
export async function startExclusion(
  db: Kysely<Database>,
  command: StartExclusionCommand,
): Promise<Exclusion> {
  const { playerId, request, now } = command;
  const exclusion: Exclusion = { kind: request.kind, startsAt: now, endsAt: exclusionEnd(request, now) };
  await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, playerId);
    const { register } = command;
    // One taken on another brand counts as in force here too: never shortened either.
    if (register !== undefined) await adoptRegisterExclusion(trx, register, playerId, now, command.requestId);
    const current = await exclusionInForce(trx, playerId, now);
    if (current !== null && exclusion.endsAt <= current.endsAt) throw new ExclusionNotLongerError(current);
    const id = await insertExclusion(trx, playerId, exclusion, now);
    // In the same transaction: an exclusion the register could not record is not taken at all
    // (the player sees an error and tries again) rather than taken on this brand only.
    if (register !== undefined) await publishExclusion(trx, register, playerId, { ...exclusion, id }, now);
    await recordAudit(
      trx,
      {
        staffId: null,
        action: 'player.exclusion',
        subject: `player:${playerId}`,
        before: current,
        after: exclusion,
        reason: 'player',
        requestId: command.requestId,
      },
      now,
    );
  });
  return exclusion;
}
