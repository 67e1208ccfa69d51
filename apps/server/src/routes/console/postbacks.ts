import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CONSOLE_ACCESS,
  POSTBACK_MACROS,
  postbackDeliveriesPath,
  postbacksPath,
  unknownPostbackMacros,
  type StaffMember,
} from '@playfront/contracts';
import {
  AffiliateParamsSchema,
  ApiErrorSchema,
  PostbackDeliveriesQuerySchema,
  PostbackDeliveryPageSchema,
  PostbackEventParamsSchema,
  PostbackListSchema,
  PostbackSchema,
  PutPostbackRequestSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { AffiliateForbiddenError } from '../../console/affiliate-users/affiliate-forbidden-error.ts';
import { recordAudit } from '../../console/audit/audit-log.ts';
import { startPostbackJob } from '../../console/postbacks/postback-job.ts';
import { postbacksRepository } from '../../console/postbacks/postbacks-repository.ts';

export interface PostbackRoutesOptions {
  readonly config: Config;
}

const notFound = {
  statusCode: 404,
  error: 'Not Found',
  code: 'AFFILIATE_NOT_FOUND',
  message: 'No affiliate of that id is yours to see.',
};

const invalidTemplate = (message: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'INVALID_POSTBACK_URL',
  message,
});

/**
 * An affiliate's postbacks (docs/console/postbacks.md): `GET .../postbacks`,
 * `PUT .../postbacks/{event}` (audited) and `GET .../postbacks/deliveries`, for admins and the
 * affiliate's own manager; the job that enqueues and delivers them runs with the server.
 */
const postbacks: FastifyPluginCallbackTypebox<PostbackRoutesOptions> = (fastify, options, done) => {
  const db = fastify.database.db;
  const stop = startPostbackJob(
    db,
    { intervalMs: options.config.postbackIntervalMs, allowPrivateHosts: options.config.env !== 'production' },
    fastify.log,
  );
  fastify.addHook('onClose', stop);

  /** The affiliate when `member` may manage it: an admin any, a manager their own. */
  const managed = async (member: StaffMember, affiliateId: string): Promise<boolean> => {
    const affiliate = await db
      .selectFrom('affiliates')
      .select('manager_id')
      .where('id', '=', affiliateId)
      .executeTakeFirst();
    return affiliate !== undefined && (member.roles.includes('admin') || affiliate.manager_id === member.id);
  };

  /**
   * The delivery log is the one postback read an affiliate user has (its own affiliate's, read
   * only; decision 048); another affiliate's is refused 403 as every staff route is.
   */
  const mayReadDeliveries = async (request: FastifyRequest, affiliateId: string): Promise<boolean> => {
    if ((await fastify.currentStaff(request)) === undefined) {
      const user = await fastify.currentAffiliateUser(request);
      if (user !== undefined) {
        if (user.affiliateId !== affiliateId) throw new AffiliateForbiddenError();
        return true;
      }
    }
    return managed(await fastify.requireStaff(request, CONSOLE_ACCESS.affiliate_management), affiliateId);
  };

  fastify.get(
    postbacksPath(':id'),
    { schema: { params: AffiliateParamsSchema, response: { 200: PostbackListSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.affiliate_management);
      if (!(await managed(member, request.params.id))) return reply.code(404).send(notFound);
      const list = await postbacksRepository.list(db, request.params.id);
      return reply.header('cache-control', 'no-store').send({ postbacks: list });
    },
  );

  fastify.put(
    `${postbacksPath(':id')}/:event`,
    {
      schema: {
        params: PostbackEventParamsSchema,
        body: PutPostbackRequestSchema,
        response: { 200: PostbackSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.affiliate_management);
      const { id, event } = request.params;
      if (!(await managed(member, id))) return reply.code(404).send(notFound);
      const { url, enabled, reason } = request.body;
      const parsed = URL.parse(url.replace(/\{[^{}]*\}/g, 'x'));
      if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
        return reply.code(400).send(invalidTemplate('url must be an http or https URL.'));
      }
      const unknown = unknownPostbackMacros(url);
      if (unknown.length > 0) {
        return reply
          .code(400)
          .send(
            invalidTemplate(
              `Unknown macros ${unknown.map((name) => `{${name}}`).join(', ')}; use ${POSTBACK_MACROS.map((name) => `{${name}}`).join(', ')}.`,
            ),
          );
      }
      const saved = await db.transaction().execute(async (trx) => {
        const { before, after } = await postbacksRepository.put(trx, id, event, { url, enabled });
        await recordAudit(trx, {
          staffId: member.id,
          action: 'postback.put',
          subject: `affiliate:${id}`,
          before,
          after,
          reason: reason ?? null,
          requestId: request.id,
        });
        return after;
      });
      return reply.send(saved);
    },
  );

  fastify.get(
    postbackDeliveriesPath(':id'),
    {
      schema: {
        params: AffiliateParamsSchema,
        querystring: PostbackDeliveriesQuerySchema,
        response: { 200: PostbackDeliveryPageSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await mayReadDeliveries(request, request.params.id))) return reply.code(404).send(notFound);
      const page = await postbacksRepository.deliveries(db, request.params.id, request.query.page ?? 1);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
  done();
};

export default postbacks;
