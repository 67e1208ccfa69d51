import type { Kysely } from 'kysely';
import type { Exclusion, StartExclusionRequest } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../console/audit/audit-log.ts';
import { lockPlayer } from './deposit-limits-store.ts';
import { exclusionEnd } from './exclusion-end.ts';
import { exclusionInForce, insertExclusion } from './exclusions-store.ts';

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
}

/**
 * Starts a cool-off or self-exclusion now, under the player's lock so no deposit claim
 * interleaves (a deposit claimed after this commit sees the row and is refused). One in force
 * is never shortened: the new one must end later, and then supersedes it. Audited as the
 * player's own act (no staff id, reason `player`), in the same transaction.
 */
export async function startExclusion(
  db: Kysely<Database>,
  command: StartExclusionCommand,
): Promise<Exclusion> {
  const { playerId, request, now } = command;
  const exclusion: Exclusion = { kind: request.kind, startsAt: now, endsAt: exclusionEnd(request, now) };
  await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, playerId);
    const current = await exclusionInForce(trx, playerId, now);
    if (current !== null && exclusion.endsAt <= current.endsAt) throw new ExclusionNotLongerError(current);
    await insertExclusion(trx, playerId, exclusion, now);
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
