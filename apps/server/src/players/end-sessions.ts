import type { FastifyInstance } from 'fastify';
import { sessionIdOf } from './sessions.ts';

type Deps = Pick<FastifyInstance, 'sessions' | 'liveUpdates'>;

/**
 * Ends one session (log-out) and tells every server, so its open websockets close at once
 * rather than at their next keep-alive check.
 */
export async function endSession({ sessions, liveUpdates }: Deps, token: string): Promise<void> {
  const playerId = await sessions.playerId(token, { touch: false });
  const session = await sessions.revoke(token);
  if (playerId !== null) await liveUpdates.publish({ type: 'sessions_ended', playerId, session });
}

/**
 * Ends every session of the player but the one whose token is `keepToken` (log-out everywhere
 * without it; a password change keeps the session that made it), and closes their sockets.
 */
export async function endPlayerSessions(
  { sessions, liveUpdates }: Deps,
  playerId: string,
  keepToken?: string,
): Promise<void> {
  const except = keepToken === undefined ? undefined : sessionIdOf(keepToken);
  await sessions.revokeAll(playerId, except);
  await liveUpdates.publish({
    type: 'sessions_ended',
    playerId,
    ...(except === undefined ? {} : { except }),
  });
}
