import fp from 'fastify-plugin';
import { createInMemoryLiveUpdates, type LiveUpdates } from '../../payments/live/live-updates.ts';
import { createPgLiveUpdates } from '../../payments/live/pg-live-updates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveUpdates: LiveUpdates;
  }
}

export interface LiveUpdatesPluginOptions {
  /**
   * The PostgreSQL connection string the database plugin uses. On PostgreSQL the fan-out goes
   * through LISTEN/NOTIFY on a dedicated connection to it, so every server sees every update;
   * on SQLite (one server) it stays in memory.
   */
  readonly databaseUrl?: string | undefined;
}

/** Shares the live-updates fan-out with the payments routes and the websocket. */
export default fp<LiveUpdatesPluginOptions>(
  async (fastify, options) => {
    const live: LiveUpdates =
      fastify.database.dialect === 'postgres' && options.databaseUrl !== undefined
        ? await createPgLiveUpdates({
            connectionString: options.databaseUrl,
            db: fastify.database.db,
            log: fastify.log,
          })
        : createInMemoryLiveUpdates();
    fastify.decorate('liveUpdates', live);
    fastify.addHook('onClose', async () => {
      await live.close();
    });
  },
  { name: 'live-updates', dependencies: ['database'] },
);
