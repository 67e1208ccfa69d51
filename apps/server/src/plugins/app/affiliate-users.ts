import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AffiliateUser } from '@playfront/contracts';
import type { Config } from '../../config.ts';
import {
  AFFILIATE_SESSION_COOKIE,
  AffiliateSessionStore,
} from '../../console/affiliate-users/affiliate-sessions.ts';
import { affiliateUsersRepository } from '../../console/affiliate-users/affiliate-users-repository.ts';
import { setConsoleSessionCookie, STAFF_SESSION_COOKIE } from '../../console/staff/staff-sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    affiliateSessions: AffiliateSessionStore;
    /**
     * Starts an affiliate session and sets its cookie; ends the browser's staff cookie, so one
     * browser is one kind of console user at a time.
     */
    logInAffiliate(reply: FastifyReply, userId: string): Promise<void>;
    /** The logged-in affiliate user, or undefined without a live affiliate session. */
    currentAffiliateUser(request: FastifyRequest): Promise<AffiliateUser | undefined>;
    /** The logged-in affiliate user: 401 without an affiliate session (a staff one never counts). */
    requireAffiliateUser(request: FastifyRequest): Promise<AffiliateUser>;
  }
}

class AffiliateUnauthorizedError extends Error {
  readonly statusCode = 401;
  readonly code = 'AFFILIATE_UNAUTHORIZED';
  constructor() {
    super('Please log in to the affiliate view to continue.');
    this.name = 'AffiliateUnauthorizedError';
  }
}

/**
 * Affiliate users and their session cookie (decision 048), on the staff cookie's rules: HttpOnly,
 * SameSite=Strict, Secure outside development and tests, path `/api/v1`.
 */
export default fp<{ config: Pick<Config, 'cookieSecure'> }>(
  (fastify, { config }, done) => {
    const db = fastify.database.db;
    const sessions = new AffiliateSessionStore(db);
    fastify.decorate('affiliateSessions', sessions);

    fastify.decorate('logInAffiliate', async (reply: FastifyReply, userId: string) => {
      const { token, expiresAt } = await sessions.create(userId);
      setConsoleSessionCookie(
        reply,
        { set: AFFILIATE_SESSION_COOKIE, clear: STAFF_SESSION_COOKIE, token, expiresAt },
        config.cookieSecure,
      );
    });

    const current = async (request: FastifyRequest): Promise<AffiliateUser | undefined> => {
      const token = request.cookies[AFFILIATE_SESSION_COOKIE];
      const userId = token === undefined ? null : await sessions.userId(token);
      return userId === null ? undefined : affiliateUsersRepository.findById(db, userId);
    };
    fastify.decorate('currentAffiliateUser', current);
    fastify.decorate('requireAffiliateUser', async (request: FastifyRequest) => {
      const user = await current(request);
      if (user === undefined) throw new AffiliateUnauthorizedError();
      return user;
    });
    done();
  },
  { name: 'affiliate-users', dependencies: ['database', 'security'] },
);
