import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CONSOLE_ACCESS, AFFILIATES_PATH, type AffiliateConflict } from '@playfront/contracts';
import {
  AffiliateListSchema,
  AffiliateSchema,
  ApiErrorSchema,
  CreateAffiliateRequestSchema,
} from '@playfront/contracts/schemas';
import { affiliatesRepository } from '../../console/affiliates/affiliates-repository.ts';
import { recordAudit } from '../../console/audit/audit-log.ts';

const CONFLICT_MESSAGES: Record<AffiliateConflict, string> = {
  AFFILIATE_NAME_TAKEN: 'An affiliate of that name exists already.',
  STAG_TAKEN: 'One of these stags belongs to another affiliate already.',
};

class AffiliateConflictError extends Error {
  readonly statusCode = 409;
  readonly code: AffiliateConflict;
  constructor(code: AffiliateConflict) {
    super(CONFLICT_MESSAGES[code]);
    this.name = 'AffiliateConflictError';
    this.code = code;
  }
}

/**
 * `GET /api/v1/affiliates` (admin and marketing: all; an affiliate manager: theirs) and
 * `POST /api/v1/affiliates` (admin, affiliate manager), audited with the write.
 */
const affiliates: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const db = fastify.database.db;

  fastify.get(
    AFFILIATES_PATH,
    { schema: { response: { 200: AffiliateListSchema } } },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.affiliate_list);
      const everyone = member.roles.includes('admin') || member.roles.includes('marketing');
      const list = await affiliatesRepository.list(db, everyone ? undefined : member.id);
      return reply.header('cache-control', 'no-store').send({ affiliates: list });
    },
  );

  fastify.post(
    AFFILIATES_PATH,
    {
      schema: {
        body: CreateAffiliateRequestSchema,
        response: { 201: AffiliateSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.affiliate_management);
      const { name, stags, reason } = request.body;
      // A manager's affiliates are always their own; only an admin assigns them to someone else.
      const managerId = member.roles.includes('admin') ? (request.body.managerId ?? null) : member.id;
      if (managerId !== null && managerId !== member.id) {
        const manager = await fastify.staff.findById(managerId);
        if (manager?.roles.includes('affiliate_manager') !== true) {
          return reply.code(400).send({
            statusCode: 400,
            error: 'Bad Request',
            code: 'NOT_AN_AFFILIATE_MANAGER',
            message: 'managerId must name a staff member with the affiliate_manager role.',
          });
        }
      }
      const affiliate = await db.transaction().execute(async (trx) => {
        const conflict = await affiliatesRepository.conflict(trx, { name, stags, managerId });
        if (conflict !== null) throw new AffiliateConflictError(conflict);
        const created = await affiliatesRepository.create(trx, { name, stags, managerId });
        await recordAudit(trx, {
          staffId: member.id,
          action: 'affiliate.create',
          subject: `affiliate:${created.id}`,
          before: null,
          after: { name, stags: created.stags, managerId },
          reason: reason ?? null,
          requestId: request.id,
        });
        return created;
      });
      return reply.code(201).send(affiliate);
    },
  );
  done();
};

export default affiliates;
