import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CONSOLE_ACCESS,
  AFFILIATE_REPORT_PATH,
  MAX_REPORT_DAYS,
  parseGroupBy,
  parseStagFilter,
  type AffiliateRefusal,
  DAY_MS,
} from '@playfront/contracts';
import {
  AffiliateReportQuerySchema,
  AffiliateReportSchema,
  ApiErrorSchema,
} from '@playfront/contracts/schemas';
import { viewerStags } from '../../console/affiliates/report-viewer.ts';
import { applyStagFilter } from '../../console/affiliates/stag-filter.ts';
import { affiliateReportWhereEventsAre } from '../../console/clickhouse/clickhouse-report-sources.ts';
import type { Config } from '../../config.ts';
import { reportToCsv } from '../../console/reports/report-csv.ts';

const badRange = (message: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'INVALID_RANGE',
  message,
});

/** `GET /api/v1/reports/affiliates`: the Affilka-style pivot, as JSON or CSV (docs/console/reports.md). */
const affiliateReport: FastifyPluginCallbackTypebox<{ config?: Config }> = (fastify, options, done) => {
  const source = affiliateReportWhereEventsAre(fastify);

  fastify.get(
    AFFILIATE_REPORT_PATH,
    {
      schema: {
        querystring: AffiliateReportQuerySchema,
        response: {
          200: {
            content: {
              'application/json': { schema: AffiliateReportSchema },
              'text/csv': { schema: Type.String() },
            },
          },
          400: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const visible = await viewerStags(fastify, request, CONSOLE_ACCESS.reports);
      const {
        from,
        to,
        group_by: groupBy,
        currency = 'EUR',
        format = 'json',
        include_bots: includeBots,
        stag,
      } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (Number.isNaN(days)) return reply.code(400).send(badRange('from and to must be real dates.'));
      if (days < 1) return reply.code(400).send(badRange('from must not be after to.'));
      if (days > MAX_REPORT_DAYS) {
        return reply.code(400).send(badRange(`A report covers at most ${MAX_REPORT_DAYS} days.`));
      }
      const filter = applyStagFilter(visible, parseStagFilter(stag));
      if (!filter.ok) {
        return reply.code(403).send({
          statusCode: 403,
          error: 'Forbidden',
          code: 'STAG_FORBIDDEN' satisfies AffiliateRefusal,
          message: `These stags are not yours to see: ${filter.forbidden.join(', ')}.`,
        });
      }
      const report = await source.run({
        from,
        to,
        groupBy: parseGroupBy(groupBy),
        currency,
        stags: filter.stags,
        includeBots: includeBots === true,
      });
      void reply.header('cache-control', 'no-store');
      if (format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="affiliates-${from}-${to}.csv"`)
          .send(reportToCsv(report));
      }
      return reply.send(report);
    },
  );
  done();
};

export default affiliateReport;
