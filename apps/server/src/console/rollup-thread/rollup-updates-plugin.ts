import type { FastifyPluginCallback } from 'fastify';
import { keepRollupsUpdated } from '../rollups/rollup-updates.ts';
import { keepRollupsUpdatedInWorker } from './rollup-step-thread.ts';

/**
 * The report rollups' background catch-up (decision 059), stopped before the database closes.
 * On SQLite in a worker thread (decision 074): node:sqlite is synchronous, and the steps held
 * the main thread; PostgreSQL's queries do not.
 */
const rollupUpdates: FastifyPluginCallback = (fastify, _options, done) => {
  const onError = (error: unknown) => {
    fastify.log.warn({ err: error }, 'The report rollups could not catch up; the next report retries');
  };
  const { database } = fastify;
  const stop =
    database.dialect === 'sqlite'
      ? keepRollupsUpdatedInWorker(database.connection, onError)
      : keepRollupsUpdated(database.db, database.dialect, onError);
  fastify.addHook('onClose', () => stop());
  done();
};

export default rollupUpdates;
