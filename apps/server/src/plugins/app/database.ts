import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/kysely.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Shares the open, migrated database with every route and closes it with the server. */
export default fp<{ handle: DatabaseHandle }>(
  (fastify, { handle }, done) => {
    fastify.decorate('database', handle);
    fastify.addHook('onClose', async () => {
      await handle.close();
    });
    done();
  },
  { name: 'database' },
);
