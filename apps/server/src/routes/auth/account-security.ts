import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiErrorSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  NoContentSchema,
  PlayerSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { accountRefusal } from '../../players/account-refusals.ts';
import { endPlayerSessions } from '../../players/end-sessions.ts';
import { hashPassword, verifyPassword } from '../../players/password.ts';
import { isPasswordTooWeak } from '../../players/password-policy.ts';
import { EmailTakenError } from '../../players/players-repository.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';

export interface AccountSecurityOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute'>;
}

/** Throws 403 WRONG_CURRENT_PASSWORD unless `password` is the player's current one. */
async function confirmCurrentPassword(
  fastify: FastifyInstance,
  request: FastifyRequest,
  playerId: string,
  password: string,
): Promise<void> {
  const stored = await fastify.players.passwordHash(playerId);
  if (stored === undefined || !(await verifyPassword(password, stored))) {
    throw accountRefusal(request, 'WRONG_CURRENT_PASSWORD');
  }
}

/**
 * What a stolen session alone must not do: change the e-mail or the password (both need the
 * current password), and "log out everywhere". See docs/api/players.md.
 */
const accountSecurity: FastifyPluginCallbackTypebox<AccountSecurityOptions> = (fastify, { config }, done) => {
  // Each confirmation is a password guess: limited as log-ins are (AUTH_RATE_LIMIT_PER_MINUTE).
  const RATE_LIMIT = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };

  fastify.post(
    '/api/v1/auth/password',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: { body: ChangePasswordRequestSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      await confirmCurrentPassword(fastify, request, playerId, request.body.currentPassword);
      const player = await fastify.players.findById(playerId);
      if (player === undefined) throw new Error('Session refers to a missing player');
      if (isPasswordTooWeak(request.body.newPassword, player)) {
        throw accountRefusal(request, 'PASSWORD_TOO_WEAK');
      }
      await fastify.players.setPasswordHash(playerId, await hashPassword(request.body.newPassword));
      // Whoever else holds a session (perhaps the reason for the change) is out; this one stays.
      await endPlayerSessions(fastify, playerId, request.cookies[SESSION_COOKIE]);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/v1/auth/email',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: {
        body: ChangeEmailRequestSchema,
        response: { 200: PlayerSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      await confirmCurrentPassword(fastify, request, playerId, request.body.currentPassword);
      try {
        const player = await fastify.players.patch(playerId, { email: request.body.email });
        if (player === undefined) throw new Error('Session refers to a missing player');
        await fastify.liveUpdates.publish({ type: 'player_updated', playerId });
        return await reply.send(player);
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        return reply
          .code(409)
          .send({ statusCode: 409, error: 'Conflict', code: 'EMAIL_TAKEN', message: error.message });
      }
    },
  );

  fastify.post(
    '/api/v1/auth/logout-all',
    { schema: { response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      await endPlayerSessions(fastify, playerId);
      return reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(204).send(null);
    },
  );
  done();
};

export default accountSecurity;
