import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CONSOLE_ACCESS, affiliateUsersPath } from '@playfront/contracts';
import {
  AffiliateParamsSchema,
  ApiErrorSchema,
  CreateAffiliateUserRequestSchema,
  CreatedAffiliateUserSchema,
} from '@playfront/contracts/schemas';
import { affiliateUsersRepository } from '../../console/affiliate-users/affiliate-users-repository.ts';
import { recordAudit } from '../../console/audit/audit-log.ts';
import { newTotpSecret, totpUri } from '../../console/staff/totp.ts';
import { hashPassword } from '../../players/password.ts';

const notFound = {
  statusCode: 404,
  error: 'Not Found',
  code: 'AFFILIATE_NOT_FOUND',
  message: 'No affiliate of that id is yours to see.',
};

const emailTaken = {
  statusCode: 409,
  error: 'Conflict',
  code: 'EMAIL_TAKEN',
  message: 'An affiliate log-in with that e-mail exists already.',
};

/**
 * `POST /api/v1/affiliates/{id}/users` (decision 048): an admin, or the affiliate's own manager,
 * makes a log-in for an affiliate, audited. The first password (random, 144 bits) and the second
 * factor's secret are answered once, to hand over; the server keeps the hash and the secret only.
 */
const affiliateUsers: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const db = fastify.database.db;

  fastify.post(
    affiliateUsersPath(':id'),
    {
      schema: {
        params: AffiliateParamsSchema,
        body: CreateAffiliateUserRequestSchema,
        response: { 201: CreatedAffiliateUserSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.affiliate_management);
      const affiliate = await db
        .selectFrom('affiliates')
        .select(['id', 'manager_id'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (
        affiliate === undefined ||
        !(member.roles.includes('admin') || affiliate.manager_id === member.id)
      ) {
        return reply.code(404).send(notFound);
      }
      const { email, name, reason } = request.body;
      const password = randomBytes(18).toString('base64url');
      const totpSecret = newTotpSecret();
      const passwordHash = await hashPassword(password);
      const user = await db.transaction().execute(async (trx) => {
        const id = await affiliateUsersRepository.create(trx, {
          affiliateId: affiliate.id,
          email,
          name,
          passwordHash,
          totpSecret,
          createdBy: member.id,
        });
        if (id === undefined) return undefined;
        await recordAudit(trx, {
          staffId: member.id,
          action: 'affiliate_user.create',
          subject: `affiliate:${affiliate.id}`,
          before: null,
          after: { userId: id, email: email.toLowerCase(), name, secondFactor: true },
          reason: reason ?? null,
          requestId: request.id,
        });
        return affiliateUsersRepository.findById(trx, id);
      });
      if (user === undefined) return reply.code(409).send(emailTaken);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ user, password, totpSecret, totpUri: totpUri(totpSecret, user.email) });
    },
  );
  done();
};

export default affiliateUsers;
