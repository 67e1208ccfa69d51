import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ERASURE_PATH, STAFF_ERASURE_ROLES } from '@playfront/contracts';
import {
  ApiErrorSchema,
  ErasureResultSchema,
  PlayerIdParamsSchema,
  StaffErasureRequestSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { erasePlayer } from '../../privacy/erase-player.ts';
import { erasureRefusal } from '../../privacy/erasure-refusals.ts';
import { playerEventsWhereEventsAre } from '../../privacy/player-events-where-events-are.ts';
import { afterErasure } from './after-erasure.ts';

export interface StaffErasureRoutesOptions {
  readonly config: Pick<Config, 'eventsClickhouse'>;
  readonly now?: () => number;
}

const notFound = {
  statusCode: 404,
  error: 'Not Found',
  code: 'PLAYER_NOT_FOUND',
  message: 'No such player, or the account is erased already.',
} as const;

/**
 * `POST /api/v1/backoffice/players/:playerId/erasure` (decision 066): an admin erases a player on
 * the player's request, with a reason and the request's reference, through the player's own
 * `erasePlayer`: the same refusals (money, a payment under way, an exclusion running; 409 with
 * the code), the same transaction, audited with the member's id, reason and reference.
 */
const staffErasureRoutes: FastifyPluginCallbackTypebox<StaffErasureRoutesOptions> = (
  fastify,
  { config, now = () => Date.now() },
  done,
) => {
  const events = playerEventsWhereEventsAre(fastify, config.eventsClickhouse);
  const { db } = fastify.database;
  fastify.post(
    STAFF_ERASURE_PATH,
    {
      schema: {
        params: PlayerIdParamsSchema,
        body: StaffErasureRequestSchema,
        response: {
          200: ErasureResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, STAFF_ERASURE_ROLES);
      const { playerId } = request.params;
      const player = await db
        .selectFrom('players')
        .select('id')
        .where('id', '=', playerId)
        .where('erased_at', 'is', null)
        .executeTakeFirst();
      if (player === undefined) return reply.code(404).send(notFound);
      const { reason, requestReference } = request.body;
      const outcome = await erasePlayer(db, {
        playerId,
        requestId: request.id,
        now: now(),
        staff: { staffId: member.id, reason: reason.trim(), requestReference: requestReference.trim() },
      });
      if (!outcome.ok) return reply.code(409).send(erasureRefusal(request, outcome.code));
      await afterErasure(fastify, request.log, events, playerId, now);
      return reply.header('cache-control', 'no-store').send({ erasedAt: outcome.erasedAt });
    },
  );
  done();
};

export default staffErasureRoutes;
