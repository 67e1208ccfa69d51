import type { FastifyPluginCallback } from 'fastify';
import { sql } from 'kysely';
import { HealthSchema } from '@playfront/contracts/schemas';

/** `GET /healthz`: 200 once the database answers. */
const health: FastifyPluginCallback = (fastify, _options, done) => {
  fastify.get('/healthz', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
    await sql`select 1`.execute(fastify.database.db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  done();
};

export default health;
