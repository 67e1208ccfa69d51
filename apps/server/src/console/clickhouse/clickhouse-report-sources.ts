import type { ClickHouseClient } from '@clickhouse/client';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/kysely.ts';
import type { ClickHouseVisitsUpdater } from '../../events/clickhouse/clickhouse-visits-updater.ts';
import { trafficReportFor } from '../traffic/traffic-report-for.ts';
import type { TrafficReportSource } from '../traffic/traffic-report-source.ts';
import { ClickHouseTrafficReport } from './clickhouse-traffic-report.ts';
import { affiliateReportFor } from '../reports/affiliate-report-for.ts';
import type { AffiliateReportSource } from '../reports/affiliate-report-source.ts';
import { ClickHouseAffiliateTraffic, type AffiliateTrafficSources } from './clickhouse-affiliate-traffic.ts';
import { DevicesKeptAffiliateReport } from './devices-kept-affiliate-report.ts';
import { PlayerDevicesKeeper } from './player-devices-keeper.ts';

/**
 * The traffic dashboard where the events are: ClickHouse when `EVENTS_CLICKHOUSE_URL` is set
 * (the server's one client and visits updater, clickhouse-reporting.ts), else the app's database.
 */
export function trafficReportWhereEventsAre(fastify: FastifyInstance): TrafficReportSource {
  const shared = fastify.clickHouseReporting;
  if (shared === null) return trafficReportFor(fastify.database);
  return new ClickHouseTrafficReport(shared.client, shared.updater);
}

/**
 * The affiliate report (and the funnel over it) where the events are: with ClickHouse, visits
 * and unique visitors are counted there and registrations and money in the app's database, by
 * each player's first device kept there (clickHouseAffiliateReport).
 */
export function affiliateReportWhereEventsAre(fastify: FastifyInstance): AffiliateReportSource {
  const shared = fastify.clickHouseReporting;
  if (shared === null) return affiliateReportFor(fastify.database);
  return clickHouseAffiliateReport(fastify.database, shared.client, shared.updater, {}, shared.devices);
}

/**
 * The affiliate report over the app's database `handle` with its events on ClickHouse; an
 * updater and a keeper of the players' devices of its own unless given (the server shares one of
 * each, the bench builds its own). `sources` choose an earlier way of counting (the bench's befores).
 */
export function clickHouseAffiliateReport(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  client: ClickHouseClient,
  updater?: ClickHouseVisitsUpdater,
  sources: AffiliateTrafficSources = {},
  devices = new PlayerDevicesKeeper(handle.db, client),
): AffiliateReportSource {
  const traffic = new ClickHouseAffiliateTraffic(client, updater, sources);
  return new DevicesKeptAffiliateReport(affiliateReportFor(handle, traffic), devices);
}
