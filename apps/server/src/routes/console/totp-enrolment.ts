import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { STAFF_TOTP_ENROLMENT_PATH, type TotpEnrolmentRefusal } from '@playfront/contracts';
import {
  ApiErrorSchema,
  StaffMemberSchema,
  TotpConfirmRequestSchema,
  TotpEnrolmentSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from '../../console/staff/totp-enrolment.ts';

const REFUSALS: Record<TotpEnrolmentRefusal, { statusCode: 400 | 409; error: string; message: string }> = {
  TOTP_ALREADY_ENROLLED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'You already have a second factor. To change it, ask an admin to reset it.',
  },
  TOTP_NOT_STARTED: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Start the set-up again: no new secret is waiting for a code.',
  },
  TOTP_INVALID: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'That code is wrong or has expired. Enter the code your app shows now.',
  },
};

const refusal = (code: TotpEnrolmentRefusal) => ({ ...REFUSALS[code], code });

/**
 * Second-factor self-enrolment (`/api/v1/staff/totp-enrolment`): POST a fresh secret and its
 * otpauth URI, PUT the code that confirms it. Admits a full session, or the enrol-only session a
 * log-in without the required second factor gets; confirming makes that session a full one.
 * Confirmations share the log-in's per-client limit (a six-digit code must not be guessed).
 */
const totpEnrolment: FastifyPluginCallbackTypebox<{ config: Pick<Config, 'authRateLimitPerMinute'> }> = (
  fastify,
  { config },
  done,
) => {
  const db = fastify.database.db;

  fastify.post(
    STAFF_TOTP_ENROLMENT_PATH,
    { schema: { response: { 200: TotpEnrolmentSchema, 400: ApiErrorSchema, 409: ApiErrorSchema } } },
    async (request, reply) => {
      const { member } = await fastify.requireEnrollingStaff(request);
      const started = await startTotpEnrolment(db, member.id, member.email);
      void reply.header('cache-control', 'no-store');
      if (!started.ok) return reply.code(REFUSALS[started.code].statusCode).send(refusal(started.code));
      return reply.send(started.enrolment);
    },
  );

  fastify.put(
    STAFF_TOTP_ENROLMENT_PATH,
    {
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        body: TotpConfirmRequestSchema,
        response: { 200: StaffMemberSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { member, token, enrolOnly } = await fastify.requireEnrollingStaff(request);
      const confirmed = await confirmTotpEnrolment(db, member.id, request.body.code, request.id);
      if (!confirmed.ok) return reply.code(REFUSALS[confirmed.code].statusCode).send(refusal(confirmed.code));
      if (enrolOnly) await fastify.staffSessions.upgrade(token);
      return reply.header('cache-control', 'no-store').send(member);
    },
  );
  done();
};

export default totpEnrolment;
