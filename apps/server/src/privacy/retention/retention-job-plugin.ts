import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { migrateClickHouse } from '../../events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../events/clickhouse/clickhouse-settings.ts';
import { openDocumentStore } from '../../kyc/open-document-store.ts';
import { ClickHouseEventsRetention, SqlEventsRetention, type EventsRetention } from './events-retention.ts';
import { runRetentionPass, type RetentionDeps } from './retention-pass.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention job's deps, for a pass run by hand (tests, an operator's script). */
    retention: RetentionDeps;
  }
}

export interface RetentionJobOptions {
  readonly config: Pick<Config, 'retention' | 'eventsClickhouse' | 'dataDir' | 'kycStorage'>;
}

/**
 * The retention job (decision 066): a pass a minute after start, then every
 * RETENTION_INTERVAL_MINUTES, in-process (an unref'd timer: it never keeps the process up). A
 * failed pass is logged and the next one tries again.
 */
export default fp<RetentionJobOptions>(
  (fastify, { config }, done) => {
    let events: EventsRetention = new SqlEventsRetention(fastify.database.db);
    const clickhouse = config.eventsClickhouse;
    if (clickhouse !== undefined) {
      const client = clickHouseClient(clickhouse);
      fastify.addHook('onClose', () => client.close());
      events = new ClickHouseEventsRetention(client, () => migrateClickHouse(clickhouse));
    }
    const deps: RetentionDeps = {
      db: fastify.database.db,
      dialect: fastify.database.dialect,
      documents: openDocumentStore(config),
      events,
      register: fastify.exclusionRegister,
      settings: config.retention,
    };
    fastify.decorate('retention', deps);
    const interval = config.retention.intervalMinutes * 60_000;
    if (interval === 0) {
      done();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        runRetentionPass(deps, Date.now())
          .then((outcome) => {
            fastify.log.info({ retention: outcome }, 'retention pass');
          })
          .catch((error: unknown) => {
            fastify.log.error({ err: error }, 'retention pass failed');
          })
          .finally(() => {
            schedule(interval);
          });
      }, delay);
      timer.unref();
    };
    fastify.addHook('onReady', (ready) => {
      schedule(Math.min(60_000, interval));
      ready();
    });
    fastify.addHook('onClose', (_instance, closed) => {
      clearTimeout(timer);
      closed();
    });
    done();
  },
  { name: 'retention-job', dependencies: ['database', 'exclusion-register'] },
);
