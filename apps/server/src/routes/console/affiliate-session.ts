import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { AFFILIATE_SESSION_PATH } from '@playfront/contracts';
import {
  AffiliateUserSchema,
  ApiErrorSchema,
  NoContentSchema,
  StaffLoginRequestSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { AFFILIATE_SESSION_COOKIE } from '../../console/affiliate-users/affiliate-sessions.ts';
import { affiliateUsersRepository } from '../../console/affiliate-users/affiliate-users-repository.ts';
import { recordAudit } from '../../console/audit/audit-log.ts';
import { STAFF_COOKIE_PATH } from '../../console/staff/staff-sessions.ts';
import { verifyTotp } from '../../console/staff/totp.ts';
import { timingDecoy, verifyPassword } from '../../players/password.ts';
import { refusal } from './staff-session.ts';

export interface AffiliateSessionOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute' | 'env'>;
}

/**
 * Affiliate log-in, who-am-I and log-out (`/api/v1/affiliate/session`, decision 048): the staff
 * log-in's body, refusals and second-factor rule, against the affiliate users' own table.
 */
const affiliateSession: FastifyPluginCallbackTypebox<AffiliateSessionOptions> = (
  fastify,
  { config },
  done,
) => {
  const db = fastify.database.db;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };

  fastify.post(
    AFFILIATE_SESSION_PATH,
    {
      config: { rateLimit },
      schema: { body: StaffLoginRequestSchema, response: { 200: AffiliateUserSchema, 401: ApiErrorSchema } },
    },
    async (request, reply) => {
      const { email, password, totp } = request.body;
      const credentials = await affiliateUsersRepository.credentials(db, email);
      // A decoy hash for unknown e-mails, so timing does not reveal who has a log-in.
      const matches = await verifyPassword(password, credentials?.passwordHash ?? (await timingDecoy()));
      if (!matches || credentials === undefined) return reply.code(401).send(refusal('INVALID_CREDENTIALS'));
      if (credentials.totpSecret === null) {
        if (config.env !== 'development') return reply.code(401).send(refusal('TOTP_NOT_ENROLLED'));
      } else if (totp === undefined) {
        return reply.code(401).send(refusal('TOTP_REQUIRED'));
      } else if (!verifyTotp(credentials.totpSecret, totp)) {
        return reply.code(401).send(refusal('TOTP_INVALID'));
      }
      const user = await affiliateUsersRepository.findById(db, credentials.id);
      if (user === undefined) return reply.code(401).send(refusal('INVALID_CREDENTIALS'));
      await fastify.logInAffiliate(reply, user.id);
      await recordAudit(db, {
        staffId: null,
        action: 'affiliate_user.login',
        subject: `affiliate_user:${user.id}`,
        before: null,
        after: { affiliateId: user.affiliateId, secondFactor: credentials.totpSecret !== null },
        reason: null,
        requestId: request.id,
      });
      return reply.header('cache-control', 'no-store').send(user);
    },
  );

  fastify.get(
    AFFILIATE_SESSION_PATH,
    { schema: { response: { 200: AffiliateUserSchema } } },
    async (request, reply) => {
      const user = await fastify.requireAffiliateUser(request);
      return reply.header('cache-control', 'no-store').send(user);
    },
  );

  fastify.delete(
    AFFILIATE_SESSION_PATH,
    { schema: { response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const token = request.cookies[AFFILIATE_SESSION_COOKIE];
      if (token !== undefined) await fastify.affiliateSessions.revoke(token);
      return reply.clearCookie(AFFILIATE_SESSION_COOKIE, { path: STAFF_COOKIE_PATH }).code(204).send(null);
    },
  );
  done();
};

export default affiliateSession;
