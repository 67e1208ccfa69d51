import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayUse, type StaffMember, type StaffRole } from '@playfront/contracts';
import type { Config } from '../../config.ts';
import { StaffRepository } from '../../console/staff/staff-repository.ts';
import {
  setConsoleSessionCookie,
  STAFF_SESSION_COOKIE,
  StaffSessionStore,
} from '../../console/staff/staff-sessions.ts';
import { AffiliateForbiddenError } from '../../console/affiliate-users/affiliate-forbidden-error.ts';
import { AFFILIATE_SESSION_COOKIE } from '../../console/affiliate-users/affiliate-sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffRepository;
    staffSessions: StaffSessionStore;
    /**
     * Starts a staff session and sets the staff cookie on the reply; `enrolOnly` for a member who
     * must enrol a second factor before anything else.
     */
    logInStaff(reply: FastifyReply, staffId: string, enrolOnly?: boolean): Promise<void>;
    /** The logged-in staff member, or undefined without a live staff session. */
    currentStaff(request: FastifyRequest): Promise<StaffMember | undefined>;
    /**
     * The logged-in staff member, holding one of `roles` when given (admin always passes): 401
     * without a staff session, 403 without the role. A player's session never counts; an
     * affiliate's is answered 403 (decision 048).
     */
    requireStaff(request: FastifyRequest, roles?: readonly StaffRole[]): Promise<StaffMember>;
    /**
     * The member of a full or an enrol-only session, and its token: for the second-factor
     * enrolment routes only (every other route admits full sessions alone). 401 without one.
     */
    requireEnrollingStaff(
      request: FastifyRequest,
    ): Promise<{ member: StaffMember; token: string; enrolOnly: boolean }>;
  }
}

class StaffUnauthorizedError extends Error {
  readonly statusCode = 401;
  readonly code = 'STAFF_UNAUTHORIZED';
  constructor() {
    super('Please log in to the console to continue.');
    this.name = 'StaffUnauthorizedError';
  }
}

class StaffForbiddenError extends Error {
  readonly statusCode = 403;
  readonly code = 'STAFF_FORBIDDEN';
  constructor(roles: readonly StaffRole[]) {
    super(`This needs one of the roles: ${roles.join(', ')}.`);
    this.name = 'StaffForbiddenError';
  }
}

/**
 * Staff accounts and their session cookie: HttpOnly, SameSite=Strict (the console is never
 * reached from another site), Secure outside development and tests, path `/api/v1`.
 */
export default fp<{ config: Pick<Config, 'cookieSecure'> }>(
  (fastify, { config }, done) => {
    const staff = new StaffRepository(fastify.database.db);
    const sessions = new StaffSessionStore(fastify.database.db);
    fastify.decorate('staff', staff);
    fastify.decorate('staffSessions', sessions);

    fastify.decorate('logInStaff', async (reply: FastifyReply, staffId: string, enrolOnly = false) => {
      const { token, expiresAt } = await sessions.create(staffId, Date.now(), enrolOnly);
      setConsoleSessionCookie(
        reply,
        { set: STAFF_SESSION_COOKIE, clear: AFFILIATE_SESSION_COOKIE, token, expiresAt },
        config.cookieSecure,
      );
    });

    const current = async (request: FastifyRequest): Promise<StaffMember | undefined> => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      const staffId = token === undefined ? null : await sessions.staffId(token);
      return staffId === null ? undefined : staff.findById(staffId);
    };
    fastify.decorate('currentStaff', current);

    fastify.decorate('requireStaff', async (request: FastifyRequest, roles?: readonly StaffRole[]) => {
      const member = await current(request);
      if (member === undefined) {
        if ((await fastify.currentAffiliateUser(request)) !== undefined) throw new AffiliateForbiddenError();
        throw new StaffUnauthorizedError();
      }
      if (roles !== undefined && !mayUse(member.roles, roles)) {
        throw new StaffForbiddenError(roles);
      }
      return member;
    });

    fastify.decorate('requireEnrollingStaff', async (request: FastifyRequest) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      const session = token === undefined ? null : await sessions.session(token);
      const member = session === null ? undefined : await staff.findById(session.staffId);
      if (token === undefined || session === null || member === undefined) throw new StaffUnauthorizedError();
      return { member, token, enrolOnly: session.enrolOnly };
    });
    done();
  },
  { name: 'staff', dependencies: ['database', 'security', 'affiliate-users'] },
);
