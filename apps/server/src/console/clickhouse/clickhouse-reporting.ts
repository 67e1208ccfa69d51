import type { ClickHouseClient } from '@clickhouse/client';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { CLICKHOUSE_MIGRATIONS } from '../../events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../events/clickhouse/clickhouse-settings.ts';
import { ClickHouseTimingDaysUpdater } from '../../events/clickhouse/clickhouse-timing-days-updater.ts';
import { keepVisitsUpdated } from '../../events/clickhouse/clickhouse-visits-timer.ts';
import { pruneWorkLists } from '../../events/clickhouse/clickhouse-work-list-pruning.ts';
import { ClickHouseVisitsUpdater, type Settle } from '../../events/clickhouse/clickhouse-visits-updater.ts';
import { PlayerDevicesKeeper } from './player-devices-keeper.ts';

/**
 * Days the timing tables' background step rebuilds at most (decision 090): a day is one read of
 * its events (about 0.1 s at 10M events in 90 days), and a step does not hold the timer long.
 */
const TIMING_DAYS_PER_STEP = 3;
/** How often that step runs: a day is rebuilt only once no insert touched it for two minutes. */
const TIMING_STEP_INTERVAL_MS = 30_000;
/** How often the players' first devices are brought up to date (decision 120). */
const DEVICES_STEP_INTERVAL_MS = 30_000;
/** How often the work lists' days no reader needs any more are dropped: they grow by the day. */
const PRUNING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The one ClickHouse client and visits updater the console's reports share (decision 075), and
 * the keeper of the players' first devices (decision 120).
 */
export interface ClickHouseReporting {
  readonly client: ClickHouseClient;
  readonly updater: ClickHouseVisitsUpdater;
  readonly devices: PlayerDevicesKeeper;
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
 * the same work list), kept up to date by a background step, and background steps for the
 * timing cards' days and the players' first devices, and an hourly pruning of the work lists;
 * all closed with the server.
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
    // The schema is made by the sink's first delivery (its backfills may take an hour at 100M
    // events): the step waits for every step to be recorded, without waiting on the migration
    // itself (a server closing must not wait for it) and without running beside a backfill.
    let schemaDone = false;
    const step = async (maxVisitors: number, settle?: Settle) => {
      schemaDone ||= await schemaApplied(client);
      return schemaDone ? updater.step(maxVisitors, settle) : 0;
    };
    const timer = keepVisitsUpdated({ step }, (error) => {
      fastify.log.error({ err: error }, 'analytics_visits: background step failed');
    });
    // The timing cards' days (decision 090): reports never wait for them, they read a day not
    // rebuilt yet from raw events.
    const timing = new ClickHouseTimingDaysUpdater(client);
    const timingTimer = keepVisitsUpdated(
      {
        step: async () => {
          schemaDone ||= await schemaApplied(client);
          return schemaDone ? timing.step(TIMING_DAYS_PER_STEP) : 0;
        },
      },
      (error) => {
        fastify.log.error({ err: error }, 'analytics_timing: background step failed');
      },
      TIMING_STEP_INTERVAL_MS,
    );
    // The players' first devices (decision 120): a report grouped by device catches up too.
    const devices = new PlayerDevicesKeeper(fastify.database.db, client);
    const devicesTimer = keepVisitsUpdated(
      {
        step: async () => {
          schemaDone ||= await schemaApplied(client);
          if (schemaDone) await devices.catchUp();
          return 0;
        },
      },
      (error) => {
        fastify.log.error({ err: error }, 'player_devices: background step failed');
      },
      DEVICES_STEP_INTERVAL_MS,
    );
    const pruningTimer = keepVisitsUpdated(
      {
        step: async () => {
          schemaDone ||= await schemaApplied(client);
          if (schemaDone) await pruneWorkLists(client, await devices.checkedUntil());
          return 0;
        },
      },
      (error) => {
        fastify.log.error({ err: error }, 'work lists: pruning failed');
      },
      PRUNING_INTERVAL_MS,
    );
    fastify.decorate('clickHouseReporting', { client, updater, devices });
    fastify.addHook('onClose', async () => {
      await timer.stop();
      await timingTimer.stop();
      await devicesTimer.stop();
      await pruningTimer.stop();
      await client.close();
    });
    done();
  },
  { name: 'clickhouse-reporting' },
);

/**
 * Whether every schema step is recorded. False while the database is missing (the sink makes it
 * at its first delivery) and while ClickHouse is away: the step waits quietly, the reports and
 * the sink report the outage.
 */
async function schemaApplied(client: ClickHouseClient): Promise<boolean> {
  try {
    return await lastStepRecorded(client);
  } catch {
    return false;
  }
}

async function lastStepRecorded(client: ClickHouseClient): Promise<boolean> {
  const result = await client.query({
    query: `SELECT count() AS found FROM system.tables
      WHERE database = currentDatabase() AND name = 'schema_migrations'`,
    format: 'JSONEachRow',
  });
  const [table] = await result.json<{ found: number | string }>();
  if (Number(table?.found ?? 0) === 0) return false;
  const applied = await client.query({
    query: 'SELECT max(version) AS version FROM schema_migrations',
    format: 'JSONEachRow',
  });
  const [row] = await applied.json<{ version: number | string }>();
  return Number(row?.version ?? 0) >= CLICKHOUSE_MIGRATIONS.length;
}
