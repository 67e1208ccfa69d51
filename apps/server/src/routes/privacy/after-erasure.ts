import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { finishEventsErasure } from '../../privacy/finish-events-erasure.ts';
import type { PlayerEvents } from '../../privacy/player-events.ts';

/**
 * What follows a committed erasure, whoever asked for it (the player or staff): the player's open
 * sockets closed at once (their sessions are gone from the database already), then the first run
 * of its events step. A failure there (ClickHouse away) is logged and left to the sweep.
 */
export async function afterErasure(
  app: Pick<FastifyInstance, 'database' | 'liveUpdates'>,
  log: FastifyBaseLogger,
  events: PlayerEvents,
  playerId: string,
  now: () => number,
): Promise<void> {
  await app.liveUpdates.publish({ type: 'sessions_ended', playerId });
  try {
    await finishEventsErasure(app.database.db, events, { playerId, now });
  } catch (error) {
    log.error({ err: error }, 'pseudonymising the erased player’s events failed; the sweep retries');
  }
}
