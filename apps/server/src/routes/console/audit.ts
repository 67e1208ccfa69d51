import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CONSOLE_ACCESS, AUDIT_PATH } from '@playfront/contracts';
import { AuditPageSchema, AuditQuerySchema } from '@playfront/contracts/schemas';
import { auditPage } from '../../console/audit/audit-query.ts';

/** `GET /api/v1/audit`: the audit log of staff writes, for admins, filtered and paged. */
const audit: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.get(
    AUDIT_PATH,
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    async (request, reply) => {
      await fastify.requireStaff(request, CONSOLE_ACCESS.administration);
      const page = await auditPage(fastify.database.db, request.query);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
  done();
};

export default audit;
