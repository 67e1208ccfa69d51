import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { languageFromAcceptLanguage } from '@playfront/contracts';
import {
  ApiErrorSchema,
  NoContentSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { peekToken, spendToken } from '../../account-recovery/account-tokens.ts';
import { markEmailVerified } from '../../account-recovery/email-verification.ts';
import { sendPasswordResetMail } from '../../account-recovery/recovery-mails.ts';
import { invalidLink } from '../../account-recovery/recovery-refusal.ts';
import { accountRefusal } from '../../players/account-refusals.ts';
import { endPlayerSessions } from '../../players/end-sessions.ts';
import { hashPassword } from '../../players/password.ts';
import { isPasswordTooWeak } from '../../players/password-policy.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';

export interface PasswordResetOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute' | 'publicOrigin' | 'passwordResetTtlMinutes'>;
}

/**
 * Password reset by e-mail (decision 053): ask for a link, then set a new password with it.
 * See docs/api/players.md.
 */
const passwordReset: FastifyPluginCallbackTypebox<PasswordResetOptions> = (fastify, { config }, done) => {
  // Each request mails someone and each confirm is a token guess: limited as log-ins are.
  const RATE_LIMIT = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };
  const deps = () => ({ db: fastify.database.db, mailer: fastify.mailer, config });

  fastify.post(
    '/api/v1/auth/password-reset',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: { body: PasswordResetRequestSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      const { email } = request.body;
      // The look-up and the mail happen after the answer, so neither the answer nor its timing
      // says whether an account has this address.
      setImmediate(() => {
        void (async () => {
          const credentials = await fastify.players.credentials(email);
          if (credentials === undefined) return;
          const player = await fastify.players.findById(credentials.id);
          if (player === undefined) return;
          await sendPasswordResetMail(deps(), player, language);
        })().catch((error: unknown) => {
          request.log.error({ err: error }, 'password-reset mail not sent');
        });
      });
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/v1/auth/password-reset/confirm',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: {
        body: PasswordResetConfirmSchema,
        response: { 204: NoContentSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = fastify.database;
      const { token, newPassword } = request.body;
      const grant = await peekToken(db, token, 'password_reset');
      const player = grant && (await fastify.players.findById(grant.playerId));
      if (player === undefined) throw invalidLink(request);
      // Judged before the token is spent, so a weak choice leaves the link usable for a better one.
      if (isPasswordTooWeak(newPassword, player)) throw accountRefusal(request, 'PASSWORD_TOO_WEAK');
      if ((await spendToken(db, token, 'password_reset')) === undefined) throw invalidLink(request);
      await fastify.players.setPasswordHash(player.id, await hashPassword(newPassword));
      // The link came to this address: reading it proves the address as a verification link does.
      await markEmailVerified(db, player.id, player.email);
      // Every session ends, sockets included: whoever knew the old password is out.
      await endPlayerSessions(fastify, player.id);
      return reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(204).send(null);
    },
  );
  done();
};

export default passwordReset;
