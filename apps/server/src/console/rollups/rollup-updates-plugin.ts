import type { FastifyPluginCallback } from 'fastify';
import { keepRollupsUpdated } from './rollup-updates.ts';

/** The report rollups' background catch-up (decision 059), stopped before the database closes. */
const rollupUpdates: FastifyPluginCallback = (fastify, _options, done) => {
  const stop = keepRollupsUpdated(fastify.database.db, fastify.database.dialect, (error) => {
    fastify.log.warn({ err: error }, 'The report rollups could not catch up; the next report retries');
  });
  fastify.addHook('onClose', () => stop());
  done();
};

export default rollupUpdates;
