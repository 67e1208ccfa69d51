import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isCurrencyCode, REALITY_CHECK_PATH, type RealityCheck } from '@playfront/contracts';
import {
  ApiErrorSchema,
  RealityCheckSchema,
  SetRealityCheckRequestSchema,
} from '@playfront/contracts/schemas';
import { recordAudit } from '../../console/audit/audit-log.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../players/sessions.ts';
import {
  netDepositsSince,
  realityCheckInterval,
  saveRealityCheckInterval,
} from '../../protection/reality-check-store.ts';

export interface RealityCheckRoutesOptions {
  readonly now?: () => number;
}

/**
 * The reality check (docs/api/reality-check.md, decision 060): `GET /api/v1/player/reality-check`
 * answers the interval the player chose and this session's numbers (when it began, its net
 * deposits), which the site shows in its reminder; `PUT` sets the interval (audited).
 */
const realityCheckRoutes: FastifyPluginCallbackTypebox<RealityCheckRoutesOptions> = (
  fastify,
  { now = () => Date.now() },
  done,
) => {
  const db = fastify.database.db;

  /** The interval and the numbers of the session the request comes with. */
  const realityCheckOf = async (request: FastifyRequest, playerId: string): Promise<RealityCheck> => {
    const token = request.cookies[SESSION_COOKIE] ?? '';
    const [player, session, intervalMinutes] = await Promise.all([
      fastify.players.findById(playerId),
      db
        .selectFrom('sessions')
        .select('created_at')
        .where('token_hash', '=', sessionIdOf(token))
        .executeTakeFirst(),
      realityCheckInterval(db, playerId),
    ]);
    if (player === undefined || !isCurrencyCode(player.currency))
      throw new Error('The session refers to a missing player');
    const sessionStartedAt = session?.created_at ?? now();
    const netDeposits = await netDepositsSince(db, playerId, player.currency, sessionStartedAt);
    return { intervalMinutes, sessionStartedAt, currency: player.currency, netDeposits };
  };

  fastify.get(
    REALITY_CHECK_PATH,
    { schema: { response: { 200: RealityCheckSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      void reply.header('cache-control', 'no-store');
      return realityCheckOf(request, playerId);
    },
  );

  fastify.put(
    REALITY_CHECK_PATH,
    {
      schema: {
        body: SetRealityCheckRequestSchema,
        response: { 200: RealityCheckSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      void reply.header('cache-control', 'no-store');
      const at = now();
      await db.transaction().execute(async (trx) => {
        const before = await realityCheckInterval(trx, playerId);
        await saveRealityCheckInterval(trx, playerId, request.body.intervalMinutes, at);
        await recordAudit(
          trx,
          {
            staffId: null,
            action: 'player.reality_check',
            subject: `player:${playerId}`,
            before: { intervalMinutes: before },
            after: { intervalMinutes: request.body.intervalMinutes },
            reason: 'player',
            requestId: request.id,
          },
          at,
        );
      });
      return realityCheckOf(request, playerId);
    },
  );
  done();
};

export default realityCheckRoutes;
