import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PlayerEvents } from './player-events.ts';

const visitorIdsOf = (json: string | null): string[] => {
  const parsed: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * How long after an erasure its events step runs again. Events stamped with the player's ids
 * still arrive for a moment: the site sends its queue when the session ends (the log-out path),
 * a closing tab beacons what it held, ClickHouse's disk queue delivers late. The step runs at the
 * erasure, then with each sweep until one runs this long after it; only then is it done.
 */
export const EVENTS_SETTLE_MS = 2 * 60_000;

/**
 * The events step of erasures not finished yet (all, or the one player's): their ids in the
 * events become the erasure's pseudonym; once a run comes EVENTS_SETTLE_MS after the erasure, the
 * visitor ids kept for it are dropped and the step is done. Safe to run again: an update that
 * finds nothing left to change changes nothing. A failure (ClickHouse away) leaves the row for
 * the next sweep. Answers how many erasures it finished.
 */
export async function finishEventsErasure(
  db: Kysely<Database>,
  events: PlayerEvents,
  options: { readonly playerId?: string; readonly now?: () => number } = {},
): Promise<number> {
  const now = options.now ?? Date.now;
  let query = db
    .selectFrom('player_erasures')
    .select(['player_id', 'pseudonym', 'pending_visitor_ids', 'requested_at'])
    .where('events_done_at', 'is', null);
  if (options.playerId !== undefined) query = query.where('player_id', '=', options.playerId);
  let finished = 0;
  for (const erasure of await query.execute()) {
    const ids = { userId: erasure.player_id, visitorIds: visitorIdsOf(erasure.pending_visitor_ids) };
    await events.pseudonymise(ids, erasure.pseudonym);
    if (now() < erasure.requested_at + EVENTS_SETTLE_MS) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('player_erasures')
        .set({ events_done_at: now(), pending_visitor_ids: null })
        .where('player_id', '=', erasure.player_id)
        .execute();
      // A first device looked up under the pseudonym before its events were relabelled (ClickHouse
      // away) is looked up again, now that they are (decision 120).
      await trx.deleteFrom('player_devices').where('player_id', '=', erasure.player_id).execute();
    });
    finished += 1;
  }
  return finished;
}
