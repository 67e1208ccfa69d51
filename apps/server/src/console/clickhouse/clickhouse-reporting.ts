import type { ClickHouseClient } from '@clickhouse/client';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { migrateClickHouse } from '../../events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../events/clickhouse/clickhouse-settings.ts';
import { keepVisitsUpdated } from '../../events/clickhouse/clickhouse-visits-timer.ts';
import { ClickHouseVisitsUpdater } from '../../events/clickhouse/clickhouse-visits-updater.ts';

/** The one ClickHouse client and visits updater the console's reports share (decision 075). */
export interface ClickHouseReporting {
  readonly client: ClickHouseClient;
  readonly updater: ClickHouseVisitsUpdater;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null unless the events are on ClickHouse (`EVENTS_CLICKHOUSE_URL`). */
    clickHouseReporting: ClickHouseReporting | null;
  }
}

/**
 * With the events on ClickHouse, one client and one visits updater per server process for the
 * traffic, affiliate and funnel reports (each route built its own before: three updaters redoing
 * the same work list), kept up to date by a background step; both closed with the server.
 */
export default fp<{ config?: Config }>(
  (fastify, options, done) => {
    const settings = options.config?.eventsClickhouse;
    if (settings === undefined) {
      fastify.decorate('clickHouseReporting', null);
      done();
      return;
    }
    const client = clickHouseClient(settings);
    const updater = new ClickHouseVisitsUpdater(client);
    // The schema is made by whoever comes first (the sink's first delivery, ...): the timer waits
    // for it too, once per server while it succeeds.
    let schema: Promise<void> | undefined;
    const ready = () => {
      schema ??= migrateClickHouse(settings).catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
      return schema;
    };
    const step = async (maxVisitors: number) => {
      await ready();
      return updater.step(maxVisitors);
    };
    const timer = keepVisitsUpdated({ step }, (error) => {
      fastify.log.error({ err: error }, 'analytics_visits: background step failed');
    });
    fastify.decorate('clickHouseReporting', { client, updater });
    fastify.addHook('onClose', async () => {
      await timer.stop();
      await client.close();
    });
    done();
  },
  { name: 'clickhouse-reporting' },
);
