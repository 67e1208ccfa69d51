import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  CONSOLE_ACCESS,
  TRAFFIC_DIMENSIONS,
  TRAFFIC_PATH,
  TRAFFIC_REALTIME_PATH,
  TRAFFIC_TOP_DEFAULT,
  type TrafficFilters,
} from '@playfront/contracts';
import {
  ApiErrorSchema,
  TrafficQuerySchema,
  TrafficRealtimeQuerySchema,
  TrafficRealtimeSchema,
  TrafficReportSchema,
} from '@playfront/contracts/schemas';
import { visibleStags } from '../../console/affiliates/managed-stags.ts';
import { resolveTrafficRange } from '../../console/traffic/traffic-range.ts';
import { trafficReportWhereEventsAre } from '../../console/clickhouse/clickhouse-report-sources.ts';
import type { Config } from '../../config.ts';

/** Only the filters the query gave. */
function filtersOf(query: TrafficFilters): TrafficFilters {
  const filters: TrafficFilters = {};
  for (const dimension of TRAFFIC_DIMENSIONS) {
    const value = query[dimension];
    if (value !== undefined) filters[dimension] = value;
  }
  return filters;
}

/**
 * `GET /api/v1/reports/traffic` (the dashboard) and `…/traffic/realtime` (its realtime card):
 * admin and marketing read every stag, an affiliate manager only their affiliates' stags, as
 * for the affiliate report (docs/console/reports.md).
 */
const trafficReport: FastifyPluginCallbackTypebox<{ config?: Config }> = (fastify, options, done) => {
  // events on ClickHouse (decision 057): the dashboard reads where the events are.
  const source = trafficReportWhereEventsAre(fastify);
  fastify.addHook('onClose', async () => {
    await source.close?.();
  });

  fastify.get(
    TRAFFIC_PATH,
    {
      schema: {
        querystring: TrafficQuerySchema,
        response: { 200: TrafficReportSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.reports);
      const resolved = resolveTrafficRange(request.query, Date.now());
      if (!resolved.ok) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          code: 'INVALID_RANGE',
          message: resolved.message,
        });
      }
      const report = await source.report({
        from: resolved.range.from,
        to: resolved.range.to,
        interval: resolved.range.interval,
        filters: filtersOf(request.query),
        top: request.query.top ?? TRAFFIC_TOP_DEFAULT,
        stags: await visibleStags(fastify.database.db, member),
        includeBots: request.query.include_bots === true,
      });
      return reply.header('cache-control', 'no-store').send(report);
    },
  );

  fastify.get(
    TRAFFIC_REALTIME_PATH,
    { schema: { querystring: TrafficRealtimeQuerySchema, response: { 200: TrafficRealtimeSchema } } },
    async (request, reply) => {
      const member = await fastify.requireStaff(request, CONSOLE_ACCESS.reports);
      const realtime = await source.realtime({
        now: Date.now(),
        filters: filtersOf(request.query),
        stags: await visibleStags(fastify.database.db, member),
        includeBots: request.query.include_bots === true,
      });
      return reply.header('cache-control', 'no-store').send(realtime);
    },
  );
  done();
};

export default trafficReport;
