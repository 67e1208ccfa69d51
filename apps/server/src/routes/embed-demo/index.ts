import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { EMBED_DEMO_HOSTS, renderEmbedDemoPage, type EmbedDemoHost } from './embed-demo-page.ts';

const require = createRequire(import.meta.url);

// The script-tag build's entry and its on-demand chunks, and nothing else of dist/.
const BUILD_FILE = /^playfront-cashier(-[A-Z0-9]+)?\.js$/;
const ASSETS = '/embed-demo/assets/';

/** The cashier's script-tag build folder, made by `npm run build`. */
const buildDir = (): URL =>
  new URL('dist/browser/', `file://${require.resolve('@playfront/cashier/package.json')}`);

const isHost = (value: unknown): value is EmbedDemoHost =>
  typeof value === 'string' && (EMBED_DEMO_HOSTS as readonly string[]).includes(value);

/**
 * `/embed-demo`, outside production: a plain HTML host page without React that loads the
 * cashier's script-tag build (`?host=element`, default, or `?host=mount`), for people to try the
 * embed and for the e2e journey the element and the React widget share (decision 058).
 */
const embedDemo: FastifyPluginAsync<{ config: Config }> = (fastify, { config }) => {
  if (config.env === 'production') return Promise.resolve();

  fastify.get<{ Params: { file: string } }>(`${ASSETS}:file`, async (request, reply) => {
    const { file } = request.params;
    if (!BUILD_FILE.test(file)) return reply.code(404).send({ error: 'not_found' });
    try {
      const code = await readFile(new URL(file, buildDir()), 'utf8');
      return await reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(code);
    } catch {
      return reply.code(404).send({ error: 'not_found', hint: 'run `npm run build` first' });
    }
  });

  fastify.get<{ Querystring: { host?: string } }>('/embed-demo', (request, reply) => {
    const host = isHost(request.query.host) ? request.query.host : 'element';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderEmbedDemoPage({
          nonce: reply.cspNonce.script,
          host,
          scriptUrl: `${ASSETS}playfront-cashier.js`,
        }),
      );
  });
  return Promise.resolve();
};

export default embedDemo;
