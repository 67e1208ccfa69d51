import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_PATH } from '@playfront/contracts';
import type { Config } from '../../config.ts';
import { serveBackofficeDev } from './backoffice-dev.ts';

/**
 * Serves the operator console (apps/backoffice's build) under /backoffice/: its hashed assets for
 * a year, and index.html, never cached, for every console page, where the app's router takes
 * over. The player site links none of it. Without a build, tests run without the console;
 * elsewhere that is an error, as for the site.
 */
const backoffice: FastifyPluginAsync<{
  config: Pick<Config, 'backofficeBuildDir' | 'env' | 'viteDev' | 'viteHmrPort'>;
}> = async (fastify, { config }) => {
  if (config.viteDev) {
    await serveBackofficeDev(fastify, config.viteHmrPort);
    return;
  }
  const indexFile = join(config.backofficeBuildDir, 'index.html');
  if (!existsSync(indexFile)) {
    if (config.env === 'test') {
      fastify.log.warn(`no console build in ${config.backofficeBuildDir}: the console is not served`);
      return;
    }
    throw new Error(`The console is not built (${config.backofficeBuildDir}): run \`npm run build\` first`);
  }
  const indexHtml = await readFile(indexFile, 'utf8');

  await fastify.register(fastifyStatic, {
    root: join(config.backofficeBuildDir, 'assets'),
    prefix: `${BACKOFFICE_PATH}assets/`,
    decorateReply: false,
    // Vite puts a content hash in every asset name: they never change.
    maxAge: '365d',
    immutable: true,
    index: false,
  });

  fastify.get(BACKOFFICE_PATH.slice(0, -1), (_request, reply) => reply.redirect(BACKOFFICE_PATH, 301));
  const page = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  fastify.get(BACKOFFICE_PATH, page);
  fastify.get(`${BACKOFFICE_PATH}*`, page);
};

export default backoffice;
