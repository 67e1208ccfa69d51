import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CONSOLE_ACCESS, PLAYER_LOOKUP_PATH } from '@playfront/contracts';
import { ApiErrorSchema, PlayerLookupQuerySchema, PlayerLookupSchema } from '@playfront/contracts/schemas';
import { normalizeEmail } from '../../players/players-repository.ts';

/**
 * `GET /api/v1/backoffice/players?email=`: the id of the player with this e-mail (exact, any
 * case), so the player view opens from what a player writes in. Answers only the id: the view
 * itself still masks for support.
 */
const playerLookup: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.get(
    PLAYER_LOOKUP_PATH,
    {
      schema: {
        querystring: PlayerLookupQuerySchema,
        response: { 200: PlayerLookupSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await fastify.requireStaff(request, CONSOLE_ACCESS.player_view);
      const row = await fastify.database.db
        .selectFrom('players')
        .select('id')
        .where('email', '=', normalizeEmail(request.query.email))
        .executeTakeFirst();
      void reply.header('cache-control', 'no-store');
      if (row === undefined) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          code: 'PLAYER_NOT_FOUND',
          message: 'No player has this e-mail.',
        });
      }
      return reply.send({ playerId: row.id });
    },
  );
  done();
};

export default playerLookup;
