import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CONSOLE_ACCESS, FUNNEL_PATH, MAX_REPORT_DAYS, DAY_MS } from '@playfront/contracts';
import { ApiErrorSchema, FunnelQuerySchema, FunnelReportSchema } from '@playfront/contracts/schemas';
import { visibleStags } from '../../console/affiliates/managed-stags.ts';
import { affiliateReportWhereEventsAre } from '../../console/clickhouse/clickhouse-report-sources.ts';
import type { Config } from '../../config.ts';
import { FunnelReportSource } from '../../console/reports/funnel-report.ts';

/** `GET /api/v1/reports/funnel`: visit → registration → first → second deposit, per stag. */
const funnel: FastifyPluginCallbackTypebox<{ config?: Config }> = (fastify, options, done) => {
  const source = new FunnelReportSource(fastify.database.db, affiliateReportWhereEventsAre(fastify));

  fastify.get(
    FUNNEL_PATH,
    {
      schema: { querystring: FunnelQuerySchema, response: { 200: FunnelReportSchema, 400: ApiErrorSchema } },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.reports);
      const { from, to } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (!(days >= 1 && days <= MAX_REPORT_DAYS)) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          code: 'INVALID_RANGE',
          message: `from must not be after to, and a report covers at most ${MAX_REPORT_DAYS} days.`,
        });
      }
      const report = await source.run({ from, to, stags: await visibleStags(fastify.database.db, member) });
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
  done();
};

export default funnel;
