import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DEPOSIT_LIMITS_PATH, isCurrencyCode, type CurrencyCode } from '@playfront/contracts';
import {
  ApiErrorSchema,
  DepositLimitsSchema,
  SetDepositLimitsRequestSchema,
} from '@playfront/contracts/schemas';
import { depositLimitsOf } from '../../protection/deposit-allowance.ts';
import { setDepositLimits } from '../../protection/set-deposit-limits.ts';

export interface DepositLimitsRoutesOptions {
  /** The clock (tests move it past a cooling-off period). */
  readonly now?: () => number;
}

/**
 * The player's own deposit limits (docs/api/deposit-limits.md, decision 055):
 * `GET /api/v1/player/deposit-limits` reads them with their use and the allowance left;
 * `PUT` sets, lowers, raises or removes them, a raise or removal after the cooling-off period.
 * Both need the session; the PUT passes the origin check like every state-changing /api route.
 */
const depositLimitsRoutes: FastifyPluginCallbackTypebox<DepositLimitsRoutesOptions> = (
  fastify,
  { now = () => Date.now() },
  done,
) => {
  const currencyOf = async (playerId: string): Promise<CurrencyCode> => {
    const player = await fastify.players.findById(playerId);
    if (player === undefined) throw new Error('The session refers to a missing player');
    if (!isCurrencyCode(player.currency))
      throw new Error(`Player has an unknown currency ${player.currency}`);
    return player.currency;
  };

  fastify.get(
    DEPOSIT_LIMITS_PATH,
    { schema: { response: { 200: DepositLimitsSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      void reply.header('cache-control', 'no-store');
      return depositLimitsOf(fastify.database.db, playerId, await currencyOf(playerId), now());
    },
  );

  fastify.put(
    DEPOSIT_LIMITS_PATH,
    {
      schema: {
        body: SetDepositLimitsRequestSchema,
        response: { 200: DepositLimitsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      void reply.header('cache-control', 'no-store');
      const limits = await setDepositLimits(fastify.database.db, {
        playerId,
        currency: await currencyOf(playerId),
        request: request.body,
        requestId: request.id,
        now: now(),
      });
      // The player's open cashiers re-read their config (and with it the allowance).
      await fastify.liveUpdates.publish({ type: 'player_updated', playerId });
      return limits;
    },
  );
  done();
};

export default depositLimitsRoutes;
