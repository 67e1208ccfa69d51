import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { EXCLUSION_NOT_LONGER, EXCLUSION_PATH, languageFromAcceptLanguage } from '@playfront/contracts';
import {
  ApiErrorSchema,
  ExclusionStateSchema,
  StartExclusionRequestSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { playerText } from '../../payments/player-text/player-text.ts';
import { formatResetTime } from '../../payments/submit/deposit-limit-answer.ts';
import { accountRefusal } from '../../players/account-refusals.ts';
import { endPlayerSessions } from '../../players/end-sessions.ts';
import { verifyPassword } from '../../players/password.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';
import { exclusionInForce } from '../../protection/exclusions-store.ts';
import { ExclusionNotLongerError, startExclusion } from '../../protection/start-exclusion.ts';

export interface ExclusionRoutesOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute'>;
  /** The clock (tests move it to the end of an exclusion). */
  readonly now?: () => number;
}

/**
 * The player's cool-off or self-exclusion (docs/api/exclusions.md, decision 060):
 * `GET /api/v1/player/exclusion` reads the one in force; `POST` starts one, confirmed by the
 * password, and ends every session of the player (this one too), so no open tab plays on.
 */
const exclusionRoutes: FastifyPluginCallbackTypebox<ExclusionRoutesOptions> = (
  fastify,
  { config, now = () => Date.now() },
  done,
) => {
  fastify.get(
    EXCLUSION_PATH,
    { schema: { response: { 200: ExclusionStateSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      void reply.header('cache-control', 'no-store');
      return { exclusion: await exclusionInForce(fastify.database.db, playerId, now()) };
    },
  );

  fastify.post(
    EXCLUSION_PATH,
    {
      // The password confirmation is a guess like a log-in: limited as log-ins are.
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        body: StartExclusionRequestSchema,
        response: {
          201: ExclusionStateSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const stored = await fastify.players.passwordHash(playerId);
      if (stored === undefined || !(await verifyPassword(request.body.currentPassword, stored))) {
        throw accountRefusal(request, 'WRONG_CURRENT_PASSWORD');
      }
      void reply.header('cache-control', 'no-store');
      try {
        const exclusion = await startExclusion(fastify.database.db, {
          playerId,
          request: request.body,
          requestId: request.id,
          now: now(),
          register: fastify.exclusionRegister,
        });
        await endPlayerSessions(fastify, playerId);
        void reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return await reply.code(201).send({ exclusion });
      } catch (error) {
        if (!(error instanceof ExclusionNotLongerError)) throw error;
        const text = playerText(languageFromAcceptLanguage(request.headers['accept-language']));
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: EXCLUSION_NOT_LONGER,
          message: text('exclusion.not_longer', { time: formatResetTime(error.current.endsAt, text) }),
        });
      }
    },
  );
  done();
};

export default exclusionRoutes;
