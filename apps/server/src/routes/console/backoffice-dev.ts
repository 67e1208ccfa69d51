import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKOFFICE_PATH } from '@playfront/contracts';
import { mountViteDev } from '../web/vite-dev.ts';

/** apps/backoffice, whose sources Vite serves under `npm run dev`. */
const BACKOFFICE_APP_DIR = fileURLToPath(new URL('../../../../backoffice', import.meta.url));

/**
 * The console straight from apps/backoffice's sources through Vite (`npm run dev`): Vite answers
 * its modules under /backoffice/, and every console page gets index.html as Vite transforms it
 * (its client and React's refresh preamble), read afresh so edits to it show on reload too.
 */
export async function serveBackofficeDev(fastify: FastifyInstance, siteHmrPort: number): Promise<void> {
  // The port after the site's: two Vite servers cannot share one socket.
  const vite = await mountViteDev(fastify, { root: BACKOFFICE_APP_DIR, hmrPort: siteHmrPort + 1 });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(join(BACKOFFICE_APP_DIR, 'index.html'), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(await vite.transformIndexHtml(request.url, html));
  };
  fastify.get(BACKOFFICE_PATH.slice(0, -1), (_request, reply) => reply.redirect(BACKOFFICE_PATH, 301));
  fastify.get(BACKOFFICE_PATH, page);
  fastify.get(`${BACKOFFICE_PATH}*`, page);
}
