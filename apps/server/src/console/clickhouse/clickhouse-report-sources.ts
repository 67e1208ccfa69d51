import type { ClickHouseClient } from '@clickhouse/client';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/kysely.ts';
import { clickHouseClient, type ClickHouseSettings } from '../../events/clickhouse/clickhouse-settings.ts';
import { trafficReportFor } from '../traffic/traffic-report-for.ts';
import type { TrafficReportSource } from '../traffic/traffic-report-source.ts';
import { ClickHouseTrafficReport } from './clickhouse-traffic-report.ts';
import { affiliateReportFor } from '../reports/affiliate-report-for.ts';
import type { AffiliateReportSource } from '../reports/affiliate-report-source.ts';
import { ClickHouseAffiliateTraffic } from './clickhouse-affiliate-traffic.ts';
import { FirstDeviceAffiliateReport } from './first-device-affiliate-report.ts';
import { POSTGRES_REPORT_DIALECT, SQLITE_REPORT_DIALECT } from '../reports/report-dialects.ts';

/**
 * The traffic dashboard where the events are: ClickHouse when `EVENTS_CLICKHOUSE_URL` is set
 * (its client closed with the server), else the app's database.
 */
export function trafficReportWhereEventsAre(
  fastify: FastifyInstance,
  settings: ClickHouseSettings | undefined,
): TrafficReportSource {
  if (settings === undefined) return trafficReportFor(fastify.database);
  const client = clickHouseClient(settings);
  fastify.addHook('onClose', () => client.close());
  return new ClickHouseTrafficReport(client);
}

/**
 * The affiliate report (and the funnel over it) where the events are: with ClickHouse, visits
 * and unique visitors are counted there and registrations and money in the app's database, a
 * player's first device looked up there (clickHouseAffiliateReport).
 */
export function affiliateReportWhereEventsAre(
  fastify: FastifyInstance,
  settings: ClickHouseSettings | undefined,
): AffiliateReportSource {
  if (settings === undefined) return affiliateReportFor(fastify.database);
  const client = clickHouseClient(settings);
  fastify.addHook('onClose', () => client.close());
  return clickHouseAffiliateReport(fastify.database, client);
}

/** The affiliate report over the app's database `handle` with its events on ClickHouse. */
export function clickHouseAffiliateReport(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  client: ClickHouseClient,
): AffiliateReportSource {
  return new FirstDeviceAffiliateReport(
    affiliateReportFor(handle, new ClickHouseAffiliateTraffic(client)),
    handle.db,
    handle.dialect === 'postgres' ? POSTGRES_REPORT_DIALECT : SQLITE_REPORT_DIALECT,
    client,
  );
}
