import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { languageFromAcceptLanguage } from '@playfront/contracts';
import {
  ApiErrorSchema,
  EmailVerificationConfirmSchema,
  EmailVerificationStatusSchema,
  NoContentSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { spendToken } from '../../account-recovery/account-tokens.ts';
import { isEmailVerified, markEmailVerified } from '../../account-recovery/email-verification.ts';
import { invalidLink } from '../../account-recovery/recovery-refusal.ts';

export interface EmailVerificationOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute'>;
}

/**
 * E-mail verification (decision 053): the status, a new link, and the link's confirmation
 * (without a session: the mail may be opened on another device). See docs/api/players.md.
 */
const emailVerification: FastifyPluginCallbackTypebox<EmailVerificationOptions> = (
  fastify,
  { config },
  done,
) => {
  const RATE_LIMIT = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };

  const status = async (playerId: string) => {
    const player = await fastify.players.findById(playerId);
    if (player === undefined) throw new Error('Session refers to a missing player');
    return { email: player.email, verified: await isEmailVerified(fastify.database.db, playerId) };
  };

  fastify.get(
    '/api/v1/player/email-verification',
    { schema: { response: { 200: EmailVerificationStatusSchema } } },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      return reply.header('cache-control', 'no-store').send(await status(playerId));
    },
  );

  fastify.post(
    '/api/v1/player/email-verification',
    { config: { rateLimit: RATE_LIMIT }, schema: { response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const playerId = await fastify.requirePlayerId(request);
      const current = await status(playerId);
      if (!current.verified) {
        fastify.mailEmailVerification(
          { id: playerId, email: current.email },
          languageFromAcceptLanguage(request.headers['accept-language']),
        );
      }
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/v1/auth/email-verification/confirm',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: {
        body: EmailVerificationConfirmSchema,
        response: { 200: EmailVerificationStatusSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = fastify.database;
      const grant = await spendToken(db, request.body.token, 'email_verification');
      const player = grant && (await fastify.players.findById(grant.playerId));
      // A link for an address the player has since changed verifies nothing.
      if (player === undefined || grant?.email !== player.email) throw invalidLink(request);
      await markEmailVerified(db, player.id, player.email);
      // Open cashiers re-read their config (as after a KYC decision): cashouts are open now.
      await fastify.liveUpdates.publish({ type: 'player_updated', playerId: player.id });
      await fastify.liveUpdates.publish({ type: 'methods_available', playerId: player.id });
      return reply.send({ email: player.email, verified: true });
    },
  );
  done();
};

export default emailVerification;
