import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CONSOLE_ACCESS, isCurrencyCode, PLAYER_PROTECTION_PATH } from '@playfront/contracts';
import { ApiErrorSchema, PlayerIdParamsSchema, PlayerProtectionSchema } from '@playfront/contracts/schemas';
import { depositLimitsOf } from '../../protection/deposit-allowance.ts';
import { exclusionInForce, exclusionsOf } from '../../protection/exclusions-store.ts';
import { realityCheckInterval } from '../../protection/reality-check-store.ts';

export interface ConsoleProtectionRoutesOptions {
  readonly now?: () => number;
}

/**
 * `GET /api/v1/backoffice/players/:playerId/protection` (decision 060): the player's deposit
 * limits, exclusions and reality-check interval, read-only, for the roles that may see the player
 * (CONSOLE_ACCESS.player_view, support included: none of it is personal data to mask). There is
 * no write route: a limit or an exclusion is the player's alone to change, by the rules.
 */
const consoleProtectionRoutes: FastifyPluginCallbackTypebox<ConsoleProtectionRoutesOptions> = (
  fastify,
  { now = () => Date.now() },
  done,
) => {
  fastify.get(
    PLAYER_PROTECTION_PATH,
    {
      schema: {
        params: PlayerIdParamsSchema,
        response: {
          200: PlayerProtectionSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await fastify.requireStaff(request, CONSOLE_ACCESS.player_view);
      const { playerId } = request.params;
      const db = fastify.database.db;
      const player = await fastify.players.findById(playerId);
      if (player === undefined || !isCurrencyCode(player.currency)) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          code: 'PLAYER_NOT_FOUND',
          message: 'No such player.',
        });
      }
      const at = now();
      const [limits, exclusion, exclusions, realityCheckMinutes] = await Promise.all([
        depositLimitsOf(db, playerId, player.currency, at),
        exclusionInForce(db, playerId, at),
        exclusionsOf(db, playerId),
        realityCheckInterval(db, playerId),
      ]);
      void reply.header('cache-control', 'no-store');
      return reply.send({ limits, exclusion, exclusions, realityCheckMinutes });
    },
  );
  done();
};

export default consoleProtectionRoutes;
