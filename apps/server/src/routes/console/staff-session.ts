import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { STAFF_SESSION_PATH, type StaffLoginRefusal } from '@playfront/contracts';
import {
  ApiErrorSchema,
  NoContentSchema,
  StaffLoginRequestSchema,
  StaffMemberSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { recordAudit } from '../../console/audit/audit-log.ts';
import { STAFF_COOKIE_PATH, STAFF_SESSION_COOKIE } from '../../console/staff/staff-sessions.ts';
import { verifyTotp } from '../../console/staff/totp.ts';
import { timingDecoy, verifyPassword } from '../../players/password.ts';

export interface StaffSessionOptions {
  readonly config: Pick<Config, 'authRateLimitPerMinute' | 'env'>;
}

const MESSAGES: Record<StaffLoginRefusal, string> = {
  INVALID_CREDENTIALS: 'Wrong e-mail or password.',
  TOTP_REQUIRED: 'Enter the six-digit code from your authenticator app.',
  TOTP_INVALID: 'That code is wrong or has expired. Enter the current one.',
  TOTP_NOT_ENROLLED: 'This account has no second factor yet: set one up to continue.',
};

/** The 401 answer to a refused staff (or affiliate, decision 048) log-in. */
export const refusal = (code: StaffLoginRefusal) => ({
  statusCode: 401,
  error: 'Unauthorized',
  code,
  message: MESSAGES[code],
});

/**
 * Staff log-in, who-am-I and log-out (`/api/v1/staff/session`). A second factor (TOTP) is checked
 * whenever the member has one, and required outside development. See docs/console/README.md.
 */
const staffSession: FastifyPluginCallbackTypebox<StaffSessionOptions> = (fastify, { config }, done) => {
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: 60_000 };

  fastify.post(
    STAFF_SESSION_PATH,
    {
      config: { rateLimit },
      schema: { body: StaffLoginRequestSchema, response: { 200: StaffMemberSchema, 401: ApiErrorSchema } },
    },
    async (request, reply) => {
      const { email, password, totp } = request.body;
      const credentials = await fastify.staff.credentials(email);
      // A decoy hash for unknown e-mails, so timing does not reveal who is staff.
      const matches = await verifyPassword(password, credentials?.passwordHash ?? (await timingDecoy()));
      // A disabled member is refused as a wrong password is: the answer tells nothing more.
      if (!matches || credentials === undefined || credentials.disabled) {
        return reply.code(401).send(refusal('INVALID_CREDENTIALS'));
      }
      if (credentials.totpSecret === null) {
        if (config.env !== 'development') {
          // The password was right: a session good only for enrolling the second factor
          // (docs/decisions/049-staff-management-and-totp-enrolment.md).
          await fastify.logInStaff(reply, credentials.id, true);
          return reply.header('cache-control', 'no-store').code(401).send(refusal('TOTP_NOT_ENROLLED'));
        }
      } else if (totp === undefined) {
        return reply.code(401).send(refusal('TOTP_REQUIRED'));
      } else if (!verifyTotp(credentials.totpSecret, totp)) {
        return reply.code(401).send(refusal('TOTP_INVALID'));
      }
      const member = await fastify.staff.findById(credentials.id);
      if (member === undefined) return reply.code(401).send(refusal('INVALID_CREDENTIALS'));
      await fastify.logInStaff(reply, member.id);
      await recordAudit(fastify.database.db, {
        staffId: member.id,
        action: 'staff.login',
        subject: `staff:${member.id}`,
        before: null,
        after: { secondFactor: credentials.totpSecret !== null },
        reason: null,
        requestId: request.id,
      });
      return reply.header('cache-control', 'no-store').send(member);
    },
  );

  fastify.get(
    STAFF_SESSION_PATH,
    { schema: { response: { 200: StaffMemberSchema } } },
    async (request, reply) => {
      const member = await fastify.requireStaff(request);
      return reply.header('cache-control', 'no-store').send(member);
    },
  );

  fastify.delete(
    STAFF_SESSION_PATH,
    { schema: { response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (token !== undefined) await fastify.staffSessions.revoke(token);
      return reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_COOKIE_PATH }).code(204).send(null);
    },
  );
  done();
};

export default staffSession;
