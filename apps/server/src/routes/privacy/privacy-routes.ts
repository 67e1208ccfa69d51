import { Readable } from 'node:stream';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyRequest } from 'fastify';
import {
  parseConsent,
  CONSENT_COOKIE,
  PLAYER_DATA_EXPORT_PATH,
  PLAYER_DATA_EXPORTS_PER_HOUR,
  PLAYER_ERASURE_PATH,
} from '@playfront/contracts';
import {
  ApiErrorSchema,
  ErasureRequestSchema,
  ErasureResultSchema,
  PlayerDataExportSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { accountRefusal } from '../../players/account-refusals.ts';
import { verifyPassword } from '../../players/password.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';
import { erasePlayer } from '../../privacy/erase-player.ts';
import { erasureRefusal } from '../../privacy/erasure-refusals.ts';
import { finishEventsErasure } from '../../privacy/finish-events-erasure.ts';
import { playerDataExport } from '../../privacy/player-data-export.ts';
import { playerEventsWhereEventsAre } from '../../privacy/player-events-where-events-are.ts';
import { afterErasure } from './after-erasure.ts';

export interface PrivacyRoutesOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute' | 'eventsClickhouse'>;
  /** The clock (tests pass one). */
  readonly now?: () => number;
}

/** The export's document for OpenAPI; to the handler, the stream that writes it. */
const StreamedExportSchema = Type.Unsafe<Readable>(PlayerDataExportSchema);

/** How often erasures whose events step failed (ClickHouse away) are tried again. */
const EVENTS_SWEEP_MS = 60_000;

/**
 * A player's own data (docs/api/privacy.md, docs/privacy.md, decision 061):
 * `GET /api/v1/player/data-export` streams everything kept about them as a JSON attachment;
 * `POST /api/v1/player/erasure` (current password) closes the account and erases its personal
 * data, keeping what anti-money-laundering law requires. Both need the session.
 */
const privacyRoutes: FastifyPluginCallbackTypebox<PrivacyRoutesOptions> = (
  fastify,
  { config, now = () => Date.now() },
  done,
) => {
  const events = playerEventsWhereEventsAre(fastify, config.eventsClickhouse);
  const { db } = fastify.database;

  const sweep = setInterval(() => {
    finishEventsErasure(db, events, { now }).catch((error: unknown) => {
      fastify.log.error({ err: error }, 'pseudonymising erased players’ events failed; tried again later');
    });
  }, EVENTS_SWEEP_MS);
  sweep.unref();
  fastify.addHook('onClose', () => {
    clearInterval(sweep);
  });

  // Per player (not per session or address): each export reads every event the player left.
  const exportRateLimit = {
    max: PLAYER_DATA_EXPORTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      const playerId = token === undefined ? null : await fastify.sessions.playerId(token, { touch: false });
      return playerId === null ? `data-export-anonymous:${request.ip}` : `data-export-player:${playerId}`;
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many data exports. Please try again in ${context.after}.`,
    }),
  };

  fastify.get(
    PLAYER_DATA_EXPORT_PATH,
    {
      config: { rateLimit: exportRateLimit },
      schema: { response: { 200: StreamedExportSchema, 401: ApiErrorSchema, 429: ApiErrorSchema } },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const at = now();
      const body = await playerDataExport(db, events, {
        playerId,
        consent: parseConsent(request.cookies[CONSENT_COOKIE]),
        now: at,
      });
      if (body === undefined) throw new Error('The session refers to a missing player');
      const day = new Date(at).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="playfront-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(body));
    },
  );

  fastify.post(
    PLAYER_ERASURE_PATH,
    {
      // Each attempt is a password guess: limited as log-ins are (AUTH_RATE_LIMIT_PER_MINUTE).
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        body: ErasureRequestSchema,
        response: { 200: ErasureResultSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const stored = await fastify.players.passwordHash(playerId);
      if (stored === undefined || !(await verifyPassword(request.body.currentPassword, stored))) {
        throw accountRefusal(request, 'WRONG_CURRENT_PASSWORD');
      }
      const outcome = await erasePlayer(db, { playerId, requestId: request.id, now: now() });
      if (!outcome.ok) return reply.code(409).send(erasureRefusal(request, outcome.code));
      await afterErasure(fastify, request.log, events, playerId, now);
      return reply
        .clearCookie(SESSION_COOKIE, { path: '/' })
        .header('cache-control', 'no-store')
        .send({ erasedAt: outcome.erasedAt });
    },
  );
  done();
};

export default privacyRoutes;
