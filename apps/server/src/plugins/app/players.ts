import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { PlayersRepository } from '../../players/players-repository.ts';
import { SESSION_COOKIE, SessionStore } from '../../players/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    players: PlayersRepository;
    sessions: SessionStore;
    /** Starts a session for the player and sets the session cookie on the reply. */
    logIn(reply: FastifyReply, playerId: string): Promise<void>;
    /** The logged-in player's id; answers 401 and throws when there is none. */
    requirePlayerId(request: FastifyRequest): Promise<string>;
  }
}

export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  readonly code = 'UNAUTHORIZED';
  constructor() {
    super('Please log in to continue.');
    this.name = 'UnauthorizedError';
  }
}

/** Players, their sessions, and the session cookie (HttpOnly, SameSite=Lax, Secure in production). */
export default fp<{ config: Config }>(
  (fastify, { config }, done) => {
    const players = new PlayersRepository(fastify.database.db);
    const sessions = new SessionStore(fastify.database.db, {
      idleTimeoutMs: config.sessionIdleTimeoutMinutes * 60_000,
    });
    fastify.decorate('players', players);
    fastify.decorate('sessions', sessions);

    fastify.decorate('logIn', async (reply: FastifyReply, playerId: string) => {
      const { token, expiresAt } = await sessions.create(playerId);
      void reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: '/',
        expires: new Date(expiresAt),
      });
    });

    fastify.decorate('requirePlayerId', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      const playerId = token === undefined ? null : await sessions.playerId(token);
      if (playerId === null) throw new UnauthorizedError();
      return playerId;
    });
    done();
  },
  { name: 'players', dependencies: ['database', 'security'] },
);
